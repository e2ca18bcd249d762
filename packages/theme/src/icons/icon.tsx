import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** A 24 x 24 stroked line icon, sized to the text and hidden from assistive technology. */
export function Icon({ children, viewBox = '0 0 24 24', ...props }: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

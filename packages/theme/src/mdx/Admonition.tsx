import type { ComponentType, ReactNode, SVGProps } from 'react';
import { CautionIcon, DangerIcon, InfoIcon, NoteIcon, TipIcon, WarningIcon } from '../icons/index.js';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'caution' | 'warning' | 'danger';

const icons: Record<AdmonitionType, ComponentType<SVGProps<SVGSVGElement>>> = {
  note: NoteIcon,
  tip: TipIcon,
  info: InfoIcon,
  caution: CautionIcon,
  warning: WarningIcon,
  danger: DangerIcon,
};

export interface AdmonitionProps {
  /** One of note, tip, info, caution, warning, danger; anything else is shown as a note. */
  type?: string;
  /** Heading of the box; defaults to the type's name. */
  title?: string;
  children?: ReactNode;
}

const isType = (type: string): type is AdmonitionType => Object.hasOwn(icons, type);

/** A coloured call-out box (`:::tip Title`); may contain any content, other admonitions included. */
export function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  const kind = isType(type) ? type : 'note';
  const Icon = icons[kind];
  return (
    <div className={`mdd-admonition mdd-admonition--${kind}`} role="note">
      <p className="mdd-admonition__title">
        <Icon className="mdd-admonition__icon" />
        {title ?? `${kind[0]?.toUpperCase()}${kind.slice(1)}`}
      </p>
      <div className="mdd-admonition__content">{children}</div>
    </div>
  );
}

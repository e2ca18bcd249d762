import { Children, type ComponentType, isValidElement, type ReactNode, type SVGProps } from 'react';
import { CautionIcon, DangerIcon, InfoIcon, NoteIcon, TipIcon, WarningIcon } from '../icons/index.js';

export type AdmonitionType =
  | 'note'
  | 'tip'
  | 'info'
  | 'caution'
  | 'warning'
  | 'danger'
  | 'important'
  | 'success'
  | 'secondary';

type Look = 'note' | 'tip' | 'info' | 'caution' | 'warning' | 'danger';

/** How each type looks and its title by default: `important`, `success` and `secondary` look like info, tip and note, as in Docusaurus 3. */
const types: Record<AdmonitionType, { look: Look; title: string }> = {
  note: { look: 'note', title: 'Note' },
  tip: { look: 'tip', title: 'Tip' },
  info: { look: 'info', title: 'Info' },
  caution: { look: 'caution', title: 'Caution' },
  warning: { look: 'warning', title: 'Warning' },
  danger: { look: 'danger', title: 'Danger' },
  important: { look: 'info', title: 'Important' },
  success: { look: 'tip', title: 'Success' },
  secondary: { look: 'note', title: 'Secondary' },
};

const icons: Record<Look, ComponentType<SVGProps<SVGSVGElement>>> = {
  note: NoteIcon,
  tip: TipIcon,
  info: InfoIcon,
  caution: CautionIcon,
  warning: WarningIcon,
  danger: DangerIcon,
};

export interface AdmonitionProps {
  /** One of note, tip, info, caution, warning, danger, important, success, secondary; anything else is shown as a note. */
  type?: string;
  /** Heading of the box; defaults to the type's name. An `AdmonitionTitle` child takes its place. */
  title?: ReactNode;
  children?: ReactNode;
}

/** The title of an `Admonition` written with inline markup (`:::note[Title With **Bold** Text]`), as its first child. */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

const isType = (type: string): type is AdmonitionType => Object.hasOwn(types, type);

/** A coloured call-out box (`:::tip Title`); may contain any content, other admonitions included. */
export function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  const kind = isType(type) ? type : 'note';
  const { look, title: defaultTitle } = types[kind];
  const Icon = icons[look];
  const parts = Children.toArray(children);
  const titleChild = parts.find((part) => isValidElement(part) && part.type === AdmonitionTitle);
  const heading = isValidElement<{ children?: ReactNode }>(titleChild)
    ? titleChild.props.children
    : (title ?? defaultTitle);
  const className = `mdd-admonition mdd-admonition--${look}${kind === look ? '' : ` mdd-admonition--${kind}`}`;
  return (
    <div className={className} role="note">
      <p className="mdd-admonition__title">
        <Icon className="mdd-admonition__icon" />
        {/* The icon and colour show the type; a title of its own would hide it from a screen reader. */}
        {heading === defaultTitle ? null : <span className="mdd-visually-hidden">{defaultTitle}: </span>}
        {heading}
      </p>
      <div className="mdd-admonition__content">
        {titleChild ? parts.filter((part) => part !== titleChild) : children}
      </div>
    </div>
  );
}

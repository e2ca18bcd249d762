import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { codeTranslations } from './site.js';

type Values = Record<string, ReactNode>;

/** Replaces `{name}` placeholders with values; React elements among them keep the result a list of nodes. */
export function interpolate(text: string, values?: Values): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g);
  const nodes = parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  if (nodes.every((node) => typeof node === 'string' || typeof node === 'number')) return nodes.join('');
  // The parts of one fixed message: their order never changes.
  return Children.map(nodes, (node, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    isValidElement(node) ? cloneElement(node, { key: index }) : node,
  );
}

/** The locale's message for an id (the message itself when there is no id), as Docusaurus looks it up in `code.json`. */
function message(id: string | undefined, fallback: string | undefined): string {
  return codeTranslations[id ?? fallback ?? ''] ?? fallback ?? id ?? '';
}

/** `translate({message, id}, values)`: the locale's translation (`code.json`), else the message. */
export function translate(
  { message: text, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return String(interpolate(message(id, text), values));
}

/** `<Translate id values={...}>message</Translate>`: the locale's translation (`code.json`), else the message, with its values. */
export function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  return <>{interpolate(message(id, typeof children === 'string' ? children : undefined), values)}</>;
}

/** `<Interpolate values={...}>text</Interpolate>`. */
export function Interpolate({ children, values }: { children: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}

import { Children, cloneElement, isValidElement, type ReactNode } from 'react';

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

/** `translate({message}, values)`: this engine builds the default locale, so the message itself. */
export function translate(
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return String(interpolate(message ?? id ?? '', values));
}

/** `<Translate values={...}>message</Translate>`: the message with its values. */
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
  return <>{interpolate(typeof children === 'string' ? children : (id ?? ''), values)}</>;
}

/** `<Interpolate values={...}>text</Interpolate>`. */
export function Interpolate({ children, values }: { children: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}

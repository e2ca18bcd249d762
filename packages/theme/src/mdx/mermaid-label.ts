const frontMatter = /^\s*---\r?\n([\s\S]*?)\r?\n\s*---\s*(?:\r?\n|$)/;

/**
 * The accessible name of a Mermaid diagram: its `accTitle`, else the `title` of its front matter or
 * its own `title` line (pie, gantt, journey...), else its type ("Sequence diagram", "Flowchart").
 */
export function mermaidLabel(source: string): string {
  const front = frontMatter.exec(source);
  const body = front ? source.slice(front[0].length) : source;
  const title =
    /^\s*accTitle\s*:\s*(.+)$/m.exec(body)?.[1] ??
    (front && /^\s*title\s*:\s*(.+)$/m.exec(front[1] ?? '')?.[1]) ??
    /^\s*(?:pie\s+)?title\s+(.+)$/m.exec(body)?.[1];
  if (title) return title.trim().replace(/^(["'])(.*)\1$/, '$2');
  const type = body
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('%%'))
    ?.split(/[\s;]/)[0]
    ?.replace(/-v\d+$/, '')
    .replace(/Diagram$/, '');
  if (!type) return 'Diagram';
  if (type === 'graph' || type === 'flowchart') return 'Flowchart';
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} diagram`;
}

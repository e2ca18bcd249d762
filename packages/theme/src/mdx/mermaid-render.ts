import mermaid from 'mermaid';
import type { MermaidSettings } from './Mermaid.js';

let queue: Promise<unknown> = Promise.resolve();
let count = 0;

/**
 * Draws a diagram as SVG markup, in the Mermaid theme of the colour mode. Mermaid has one global
 * configuration: renders run one at a time, each with its own. A gantt chart is drawn `width` px wide,
 * the width of its box (as its size is guessed), unless the site's options fix it (`gantt.useWidth`),
 * rather than as wide as the page's body. Rejects with Mermaid's message on a syntax error (and
 * leaves nothing in the document).
 */
export function renderMermaid(
  source: string,
  mode: 'light' | 'dark',
  settings: MermaidSettings = {},
  width?: number,
): Promise<string> {
  const run = async () => {
    const gantt = settings.options?.gantt as Record<string, unknown> | undefined;
    mermaid.initialize({
      startOnLoad: false,
      ...settings.options,
      ...(width && gantt?.useWidth === undefined ? { gantt: { ...gantt, useWidth: width } } : {}),
      theme: (mode === 'dark'
        ? (settings.theme?.dark ?? 'dark')
        : (settings.theme?.light ?? 'default')) as 'default',
      suppressErrorRendering: true,
    });
    await mermaid.parse(source);
    const { svg } = await mermaid.render(`mdd-mermaid-${++count}`, source);
    return svg;
  };
  const result = queue.then(run, run);
  queue = result.catch(() => {});
  return result;
}

import {
  type CSSProperties,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { mermaidLabel } from './mermaid-label.js';
import { mermaidSize } from './mermaid-size.js';

/** How diagrams are drawn: Docusaurus's `themeConfig.mermaid`. */
export interface MermaidSettings {
  /** Mermaid theme per colour mode. Default `default` in light mode, `dark` in dark mode. */
  theme?: { light?: string; dark?: string };
  /** Mermaid's own configuration (`mermaid.initialize`), e.g. `{ fontFamily: 'serif' }`. */
  options?: Record<string, unknown>;
}

export interface MermaidProps {
  /** The diagram's Mermaid source. */
  value: string;
  /**
   * The diagram's code block: what the server renders, and what shows until the diagram is drawn.
   * Default: the source as plain code (Docusaurus's `<Mermaid value>` has no children).
   */
  children?: ReactNode;
  /** Mermaid themes per colour mode and Mermaid's own options (a site's `mermaid` config). */
  settings?: MermaidSettings;
}

type Drawn = { svg: string } | { error: string };

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};
const documentMode = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/**
 * Drawings made on this page load, by colour mode, settings and source: a diagram shown again (the
 * reader comes back to its page) shows its drawing at once, without its code first.
 */
const drawings = new Map<string, string>();
const drawingKey = (mode: string, settings: MermaidSettings | undefined, value: string) =>
  `${mode}\0${JSON.stringify(settings ?? {})}\0${value}`;

/**
 * A Mermaid diagram. The server renders its source as a code block (for readers without JavaScript
 * and for search); in the browser Mermaid, loaded only now and only on pages with a diagram, draws
 * it in the colour mode in effect, again when the mode changes (the last drawing stays until the new
 * one is ready). Until the first drawing, with scripting on, the source is hidden in a box of the
 * height the diagram is guessed to take (`--mdd-mermaid-height`), or less where the page is narrower
 * than the diagram, which is then scaled down to the page's width (`--mdd-mermaid-aspect`, its height
 * as a share of its width), so the page does not jump when it comes. A diagram that does not parse
 * keeps its source, with Mermaid's message beside it.
 */
export function Mermaid({ value, children, settings }: MermaidProps) {
  const mode = useSyncExternalStore(subscribe, documentMode, () => undefined);
  const element = useRef<HTMLDivElement>(null);
  // Hydrating, `mode` is undefined (the server's): the first render is the server's code block.
  const [drawn, setDrawn] = useState<Drawn | undefined>(() => {
    const svg = mode && drawings.get(drawingKey(mode, settings, value));
    return svg ? { svg } : undefined;
  });
  useEffect(() => {
    if (!mode) return;
    const key = drawingKey(mode, settings, value);
    const known = drawings.get(key);
    if (known) {
      setDrawn({ svg: known });
      return;
    }
    let current = true;
    import('./mermaid-render.js')
      .then(({ renderMermaid }) => renderMermaid(value, mode, settings, element.current?.clientWidth))
      .then(
        (svg) => {
          drawings.set(key, svg);
          if (current) setDrawn({ svg });
        },
        (error: unknown) =>
          current && setDrawn({ error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [value, mode, settings]);
  const svg = drawn && 'svg' in drawn ? drawn.svg : undefined;
  const box = useMemo(() => boxStyle(value, settings), [value, settings]);
  return (
    <div
      ref={element}
      className="mdd-mermaid"
      data-state={svg ? 'drawn' : drawn ? 'error' : 'source'}
      style={drawn ? undefined : box}
    >
      {svg ? (
        <div
          className="mdd-mermaid__diagram"
          role="img"
          aria-label={mermaidLabel(value)}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Mermaid's SVG, drawn at its strict security level
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : null}
      {drawn && 'error' in drawn ? (
        <p className="mdd-mermaid__error">
          <strong>This diagram could not be drawn:</strong> {drawn.error}
        </p>
      ) : null}
      <div className="mdd-mermaid__source" hidden={svg !== undefined}>
        {children ?? (
          <pre>
            <code>{value}</code>
          </pre>
        )}
      </div>
    </div>
  );
}

/** The box kept for a diagram until it is drawn: its guessed height, and that height by its width. */
function boxStyle(value: string, settings: MermaidSettings | undefined): CSSProperties {
  const { width, height } = mermaidSize(value, settings?.options);
  const style: Record<string, string> = { '--mdd-mermaid-height': `${height}px` };
  if (width) style['--mdd-mermaid-aspect'] = `${Math.round((height / width) * 10_000) / 100}%`;
  return style as CSSProperties;
}

/** `Mermaid` with the site's settings: the component the app shell gives pages that have diagrams. */
export function mermaidComponent(
  settings: MermaidSettings,
): (props: Omit<MermaidProps, 'settings'>) => ReactNode {
  // biome-ignore lint/correctness/noComponentHookFactories: called once, at the app shell's module level
  return function SiteMermaid(props) {
    return <Mermaid {...props} settings={settings} />;
  };
}

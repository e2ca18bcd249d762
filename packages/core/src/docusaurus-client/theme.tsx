import {
  mdxComponents,
  type TabItemProps,
  Admonition as ThemeAdmonition,
  CodeBlock as ThemeCodeBlock,
  Heading as ThemeHeading,
  Link as ThemeLink,
  useColorMode as useThemeColorMode,
} from '@market-data-docs/theme';
import {
  type AnchorHTMLAttributes,
  Children,
  Component,
  type ComponentType,
  cloneElement,
  type ErrorInfo,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { siteConfig, withBaseUrl } from './site.js';

const protocol = /^([a-z][a-z\d+.-]*:)?\/\//i;

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to?: string;
  href?: string;
  activeClassName?: string;
  isNavLink?: boolean;
  exact?: boolean;
  autoAddBaseUrl?: boolean;
};

/**
 * `@docusaurus/Link`: routes of the site (`to="/docs/x"`) get the base URL and load in the app;
 * URLs with a protocol open in a new tab; `pathname:///x` is a plain link to a file of the site.
 */
export function Link({
  to,
  href,
  activeClassName: _active,
  isNavLink: _nav,
  exact: _exact,
  autoAddBaseUrl = true,
  children,
  ...rest
}: LinkProps) {
  const target = to ?? href ?? '';
  if (target.startsWith('pathname://'))
    return (
      <a href={withBaseUrl(target.slice('pathname://'.length))} {...rest}>
        {children}
      </a>
    );
  const url =
    protocol.test(target) || !target.startsWith('/') || !autoAddBaseUrl ? target : withBaseUrl(target);
  return (
    <ThemeLink href={url} {...rest}>
      {children}
    </ThemeLink>
  );
}

/** `@theme/CodeBlock`: code given as text (not highlighted in this engine) or the pipeline's highlighted block. */
export function CodeBlock({
  children,
  className,
  language,
  title,
}: {
  children?: ReactNode;
  className?: string;
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  metastring?: string;
}) {
  const lang = language ?? /language-([\w-]+)/.exec(className ?? '')?.[1];
  const label = typeof title === 'string' ? title : undefined;
  if (typeof children !== 'string')
    return (
      <ThemeCodeBlock language={lang} title={label}>
        {children}
      </ThemeCodeBlock>
    );
  const lines = children.replace(/\n$/, '').split('\n');
  return (
    <ThemeCodeBlock language={lang} title={label}>
      <pre className={lang ? `language-${lang}` : undefined}>
        <code>
          {lines.flatMap((line, index) => [
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
            <span key={index} className="line">
              {line}
            </span>,
            index < lines.length - 1 ? '\n' : '',
          ])}
        </code>
      </pre>
    </ThemeCodeBlock>
  );
}

/** `@theme/Tabs`: the theme's tabs; labels from `values` when the items have none. */
export function Tabs({
  values,
  children,
  ...rest
}: {
  values?: Array<{ value: string; label?: string }>;
  children?: ReactNode;
  groupId?: string;
  defaultValue?: string;
}) {
  const ThemeTabs = mdxComponents.Tabs;
  const items = values
    ? Children.map(children, (child) => {
        if (!isValidElement<TabItemProps>(child)) return child;
        const label = values.find((v) => v.value === child.props.value)?.label;
        return label && !child.props.label
          ? cloneElement(child as ReactElement<TabItemProps>, { label })
          : child;
      })
    : children;
  return <ThemeTabs {...rest}>{items}</ThemeTabs>;
}

export const TabItem = mdxComponents.TabItem;
export const Details = mdxComponents.Details;

/** `@theme/Admonition`: `type` `note` … `danger` (and Docusaurus's `secondary`, `success` as notes). */
export function Admonition({
  type,
  title,
  children,
}: {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ThemeAdmonition type={type} title={typeof title === 'string' ? title : undefined}>
      {children}
    </ThemeAdmonition>
  );
}

export function Heading(props: {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  children?: ReactNode;
}) {
  return <ThemeHeading {...props} />;
}

interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/** `@theme/TOCInline`: the page's headings (the MDX `toc` export) as a nested list of links. */
export function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const entries = toc.filter((entry) => entry.level >= minHeadingLevel && entry.level <= maxHeadingLevel);
  const tree = (from: number, level: number): [ReactNode, number] => {
    const items: ReactNode[] = [];
    let index = from;
    while (index < entries.length) {
      const entry = entries[index] as TocEntry;
      if (entry.level < level) break;
      if (entry.level > level) {
        const [nested, next] = tree(index, entry.level);
        items.push(<li key={`nested-${index}`}>{nested}</li>);
        index = next;
        continue;
      }
      items.push(
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.value.replace(/<[^>]+>/g, '')}</a>
        </li>,
      );
      index++;
    }
    return [<ul key={from}>{items}</ul>, index];
  };
  return <div className="mdd-toc-inline">{tree(0, entries[0]?.level ?? minHeadingLevel)[0]}</div>;
}

/** `@theme/ThemedImage`: the light and the dark image, one shown by the colour mode. */
export function ThemedImage({
  sources,
  alt,
  className,
  ...rest
}: { sources: { light: string; dark: string }; alt?: string; className?: string } & Record<string, unknown>) {
  return (
    <>
      <img
        src={sources.light}
        alt={alt}
        className={`mdd-themed-image mdd-themed-image--light${className ? ` ${className}` : ''}`}
        {...rest}
      />
      <img
        src={sources.dark}
        alt={alt}
        className={`mdd-themed-image mdd-themed-image--dark${className ? ` ${className}` : ''}`}
        {...rest}
      />
    </>
  );
}

/** `@theme/Icon/ExternalLink`: the arrow-out-of-a-box icon after external links. */
export function IconExternalLink({ width = 13.5, height = 13.5 }: { width?: number; height?: number }) {
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </svg>
  );
}

/** `@docusaurus/ErrorBoundary`: renders `fallback({error, tryAgain})` when its children throw. */
export class ErrorBoundary extends Component<
  { children?: ReactNode; fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(_error: Error, _info: ErrorInfo) {}
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    return this.props.fallback ? this.props.fallback({ error, tryAgain }) : <p>{error.message}</p>;
  }
}

/** `useColorMode()` of `@docusaurus/theme-common`. */
export function useColorMode() {
  const { colorMode, setColorMode } = useThemeColorMode();
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/** `useThemeConfig()` of `@docusaurus/theme-common`: the config's `themeConfig`. */
export function useThemeConfig() {
  return siteConfig.themeConfig ?? {};
}

/** Class names of `ThemeClassNames`: every key answers a string, so `ThemeClassNames.docs.docMarkdown` works. */
export const ThemeClassNames: Record<string, Record<string, string>> = new Proxy(
  {},
  {
    get: (_target, group: string) =>
      new Proxy({}, { get: (_inner, name: string) => `theme-${group}-${String(name)}`.toLowerCase() }),
  },
);

export function usePrismTheme() {
  return { plain: {}, styles: [] };
}

export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  if (typeof window === 'undefined') return 'ssr';
  return window.matchMedia('(min-width: 997px)').matches ? 'desktop' : 'mobile';
}

export function HtmlClassNameProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** The theme's components of every page, as `@theme/MDXComponents` (and `@theme-original/MDXComponents`) export them. */
export const MDXComponents: Record<string, ComponentType<never>> = {
  ...(mdxComponents as unknown as Record<string, ComponentType<never>>),
  Admonition: Admonition as ComponentType<never>,
  Tabs: Tabs as ComponentType<never>,
  CodeBlock: CodeBlock as ComponentType<never>,
};

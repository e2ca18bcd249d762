import { Children, isValidElement, type ReactElement, type ReactNode, useContext, useEffect } from 'react';
import { documentHead, HeadCollectorContext } from '../app/head.js';
import { siteConfig } from './site.js';

type Element = ReactElement<Record<string, unknown> & { children?: ReactNode }>;

const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join('')
      : '';

/** The elements among `<Head>`'s children, fragments unwrapped. */
function elementsOf(children: ReactNode): Element[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const element = child as Element;
    return typeof element.type === 'symbol' ? elementsOf(element.props.children) : [element];
  });
}

/**
 * `@docusaurus/Head`: tags for the document's head. On the server they are collected and written
 * into the page's head (its `<title>` replacing the app's); in the browser the title is set and the
 * other tags added while the component is mounted.
 */
export function Head({ children }: { children?: ReactNode }) {
  const collector = useContext(HeadCollectorContext);
  const elements = elementsOf(children);
  if (collector) {
    for (const element of elements) {
      if (element.type === 'title') collector.title = textOf(element.props.children);
      else if (typeof element.type === 'string' && !['html', 'body'].includes(element.type))
        collector.tags.push(element);
    }
  }
  const key = JSON.stringify(elements.map((e) => [e.type, e.props]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tags are compared by their serialised form
  useEffect(() => {
    const added: HTMLElement[] = [];
    let title: string | undefined;
    for (const element of elements) {
      if (element.type === 'title') {
        title = textOf(element.props.children);
        continue;
      }
      if (typeof element.type !== 'string' || ['html', 'body', 'base'].includes(element.type)) continue;
      const node = document.createElement(element.type);
      for (const [name, value] of Object.entries(element.props)) {
        if (name === 'children') node.textContent = textOf(value as ReactNode);
        else if (value !== false && value !== undefined && value !== null)
          node.setAttribute(
            name === 'className' ? 'class' : name.toLowerCase() === 'charset' ? 'charset' : name,
            String(value),
          );
      }
      const name = node.getAttribute('name') ?? node.getAttribute('property');
      if (element.type === 'meta' && name)
        document.head.querySelector(`meta[name="${name}"],meta[property="${name}"]`)?.remove();
      document.head.appendChild(node);
      added.push(node);
    }
    if (title !== undefined) {
      documentHead.title = title;
      document.title = title;
    }
    return () => {
      for (const node of added) node.remove();
      if (title !== undefined && documentHead.title === title) documentHead.title = undefined;
    };
  }, [key]);
  return null;
}

/** `@theme/Layout` of a Docusaurus page: the page's title and description; the app draws the chrome around it. */
export function Layout({
  children,
  title,
  description,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}) {
  return (
    <>
      <PageMetadata title={title} description={description} />
      {children}
    </>
  );
}

/** `PageMetadata` of `@docusaurus/theme-common`: title (`Title | Site`), description, keywords, image. */
export function PageMetadata({
  title,
  description,
  keywords,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  const delimiter = typeof siteConfig.titleDelimiter === 'string' ? siteConfig.titleDelimiter : '|';
  const full = title ? `${title} ${delimiter} ${siteConfig.title}` : undefined;
  if (!full && !description && !keywords && !children) return null;
  return (
    <Head>
      {full ? <title>{full}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? (
        <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : keywords} />
      ) : null}
      {children}
    </Head>
  );
}

import type { PageData } from '@market-data-docs/mdx-pipeline/types';
import type { ReactNode } from 'react';
import { MdxContent, type MdxModule } from '../mdx/MdxContent.js';
import { useThemeComponents } from '../provider/contexts.js';
import { CopyPageButton } from './CopyPageButton.js';
import { DocBreadcrumbs } from './DocBreadcrumbs.js';
import { DocFooter } from './DocFooter.js';
import { DocUnlistedNotice, DocVersionBanner } from './DocNotices.js';
import { DocPaginator } from './DocPaginator.js';
import { DocTitle } from './DocTitle.js';
import { DocToc } from './DocToc.js';
import { DocTocMobile } from './DocTocMobile.js';
import { DocVersionMenu } from './DocVersionMenu.js';

export interface DocPageProps {
  /** The page's data from the pipeline (`kind: 'doc'`). */
  page: PageData;
  /** The page's compiled module when it has its own JavaScript (`page.module`); replaces `page.content`. */
  Module?: MdxModule;
}

export interface DocLayoutProps {
  /** The page's data from the pipeline (`kind: 'doc'`). */
  page: PageData;
  /** The page's rendered content. */
  children: ReactNode;
}

/** A doc page: its content in the `DocLayout` slot (by default {@link DocLayout}). */
export function DocPage({ page, Module }: DocPageProps) {
  const { DocLayout: Layout = DocLayout } = useThemeComponents();
  return (
    <Layout page={page}>
      <MdxContent content={page.content} cards={page.cards} Module={Module} />
    </Layout>
  );
}

/**
 * A doc page around its content: the unlisted and version notices, breadcrumbs, title with badge,
 * version, Copy page, the content, tags, edit link, last update, previous/next, and the table of
 * contents (beside the content, or a disclosure on narrow screens).
 */
export function DocLayout({ page, children }: DocLayoutProps) {
  const {
    DocBreadcrumbs: Breadcrumbs = DocBreadcrumbs,
    DocToc: Toc = DocToc,
    DocTocMobile: TocMobile = DocTocMobile,
    DocFooter: Footer = DocFooter,
    DocPaginator: Paginator = DocPaginator,
  } = useThemeComponents();
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  return (
    <div className={page.className ? `mdd-doc ${page.className}` : 'mdd-doc'}>
      <div className="mdd-doc__column">
        {page.unlisted ? <DocUnlistedNotice /> : null}
        <DocVersionBanner version={page.version} />
        <Breadcrumbs breadcrumbs={page.breadcrumbs} />
        <article className="mdd-doc__article">
          <DocHeader page={page} />
          {showToc ? <TocMobile toc={page.toc} /> : null}
          <div className="mdd-content">{children}</div>
        </article>
        <Footer page={page} />
        <Paginator prev={page.prev} next={page.next} />
      </div>
      {showToc ? (
        <div className="mdd-doc__toc">
          <Toc toc={page.toc} />
        </div>
      ) : null}
    </div>
  );
}

export interface DocHeaderProps {
  /** The page's data from the pipeline (`kind: 'doc'`): its title, badge, version and route. */
  page: PageData;
}

/** A doc's header: version menu, Copy page, and the title with its badge. */
export function DocHeader({ page }: DocHeaderProps) {
  return (
    <header className="mdd-doc__header">
      <div className="mdd-doc__actions">
        <DocVersionMenu version={page.version} />
        <CopyPageButton route={page.route} />
      </div>
      <DocTitle title={page.title} badge={page.badge} hidden={page.hideTitle} />
    </header>
  );
}

import type { SidebarItem } from '@market-data-docs/mdx-pipeline/types';
import { type ReactNode, useRef } from 'react';
import { DocSidebar } from '../doc/DocSidebar.js';
import { useRouteAnnouncement } from '../hooks/use-route-announcement.js';
import { useThemeComponents } from '../provider/contexts.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { mainContentId, SkipToContent } from './SkipToContent.js';

export interface LayoutProps {
  /** Title of the current page, announced to screen readers after a client-side navigation. */
  title?: string;
  /** The current section's sidebar (`page.sidebar`), beside the content and in the mobile menu. */
  sidebar?: SidebarItem[];
  /** `page.sidebarFile`, for sidebars trimmed by the pipeline. */
  sidebarFile?: string;
  /** `page.sidebarOmitted`: top-level entries a large sidebar left out before and after. */
  sidebarOmitted?: { before: number; after: number };
  /** The navbar's search button (e.g. the search UI's `<SearchButton />`). */
  search?: ReactNode;
  children?: ReactNode;
}

/**
 * The page chrome: skip link, announcement bar, navbar, sidebar, `<main>` and footer. After a
 * client-side route change focus moves to the main content (unless the reader is in the search
 * dialog or the phone menu, opened while the page loaded) and the new title is announced.
 */
export function Layout({ title, sidebar, sidebarFile, sidebarOmitted, search, children }: LayoutProps) {
  const {
    AnnouncementBar: Announcement = AnnouncementBar,
    Navbar: Nav = Navbar,
    Footer: PageFooter = Footer,
    DocSidebar: Sidebar = DocSidebar,
  } = useThemeComponents();
  const root = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);
  const announcement = useRouteAnnouncement(root, main, title);
  const hasSidebar = sidebar !== undefined && sidebar.length > 0;
  return (
    <div ref={root} className="mdd-layout">
      <SkipToContent />
      <Announcement />
      <Nav search={search} sidebar={sidebar} sidebarFile={sidebarFile} sidebarOmitted={sidebarOmitted} />
      <div className={hasSidebar ? 'mdd-layout__body mdd-layout__body--sidebar' : 'mdd-layout__body'}>
        {hasSidebar ? (
          <div className="mdd-layout__sidebar">
            <Sidebar items={sidebar} sidebarFile={sidebarFile} omitted={sidebarOmitted} />
          </div>
        ) : null}
        <main id={mainContentId} ref={main} tabIndex={-1} className="mdd-layout__main">
          {children}
        </main>
      </div>
      <PageFooter />
      <div className="mdd-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

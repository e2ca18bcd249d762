import type { SearchClient } from '@market-data-docs/search';
import {
  CrashBoundary,
  Layout,
  LoadingError,
  type Navigation,
  ProgressBar,
  ThemeProvider,
} from '@market-data-docs/theme';
import { SearchButton } from '@market-data-docs/theme/search';
import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { Router } from '../router/router.js';
import type { ClientConfig } from '../server/client-config.js';
import type { SiteComponents } from '../site-components.js';
import { type ClientModule, useClientModules } from './client-modules.js';
import { CurrentPageContext } from './current-page.js';
import { documentHead } from './head.js';
import { titleOf } from './title.js';
import { ViewContent } from './ViewContent.js';
import { Wrapped } from './Wrapped.js';

export interface AppProps {
  config: ClientConfig;
  router: Router;
  searchClient?: SearchClient;
  /** The site's replacements for theme components and its components for every page. */
  components?: SiteComponents;
  /** The site's client modules, told about every navigation. */
  clientModules?: ClientModule[];
}

const noModules: ClientModule[] = [];

const noComponents: SiteComponents = { overrides: {}, mdx: {} };

/** The whole site: theme chrome around the view of the current route. */
export function App({
  config,
  router,
  searchClient,
  components = noComponents,
  clientModules = noModules,
}: AppProps) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  const { view, route, error, loading, action } = state;
  const navigation = useMemo<Navigation>(
    () => ({
      route,
      action,
      navigate: (href, options) => void router.navigate(href, options),
      prefetch: router.prefetch,
      isPageLink: router.isPageLink,
      loading: () => router.getState().loading,
    }),
    [route, action, router],
  );
  const page = view.kind === 'page' ? view.page : undefined;
  const notFound = config.theme.labels?.notFoundTitle;

  useLayoutEffect(() => {
    router.restoreScroll();
  });
  useEffect(() => {
    // A page's own <Head><title> (a Docusaurus page) wins over the app's title.
    document.title =
      documentHead.title ?? titleOf(view, config.theme.title, config.theme.titleDelimiter, notFound);
  }, [view, config.theme.title, config.theme.titleDelimiter, notFound]);
  useClientModules(clientModules, route);
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);

  return (
    <ThemeProvider
      config={config.theme}
      navigation={navigation}
      searchClient={searchClient}
      components={components.overrides}
      mdxComponents={components.mdx}
    >
      <CurrentPageContext value={page}>
        <Wrapped wrappers={components.wrappers}>
          <ProgressBar active={loading} />
          <Layout
            title={titleOf(view, config.theme.title, config.theme.titleDelimiter, notFound)}
            sidebar={page?.sidebar}
            sidebarFile={page?.sidebarFile}
            sidebarOmitted={page?.sidebarOmitted}
            search={<SearchButton />}
          >
            {error ? (
              <LoadingError error={error} onRetry={() => void router.retry()} />
            ) : (
              // A new view (another page, or the same page refetched after an edit) renders again.
              <CrashBoundary resetKey={view}>
                <ViewContent view={view} config={config} />
              </CrashBoundary>
            )}
          </Layout>
        </Wrapped>
      </CurrentPageContext>
    </ThemeProvider>
  );
}

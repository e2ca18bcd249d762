// The browser entry of the fresh app: the theme's stylesheet and components, the page compiled by
// check.mjs, and the local search client for the search button. `tsc` checks it against the
// published type declarations and `vite build` bundles it.
import '@market-data-docs/theme/styles.css';
import type { SearchClient } from '@market-data-docs/search';
import { createLocalSearchClient } from '@market-data-docs/search/local';
import {
  type Navigation,
  Page,
  type PageData,
  ThemeProvider,
  type ThemeProviderProps,
  themeBootstrapScript,
} from '@market-data-docs/theme';
import { Layout } from '@market-data-docs/theme/layout';
import { Admonition, type AdmonitionProps } from '@market-data-docs/theme/mdx';
import { SearchButton } from '@market-data-docs/theme/search';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import pageJson from './page.json';
import { basePath, themeConfig } from './site-config.js';

const page = pageJson as PageData;

const searchClient: SearchClient = createLocalSearchClient({ baseUrl: `${basePath}search/` });

const navigation: Navigation = {
  route: page.route,
  navigate: (href) => window.location.assign(href),
  prefetch: () => {},
  isPageLink: () => false,
};

// An override: every admonition gets a wrapper, the theme's own box inside.
function Callout(props: AdmonitionProps) {
  return (
    <aside className="acme-callout">
      <Admonition {...props} />
    </aside>
  );
}
const components: ThemeProviderProps['components'] = { Admonition: Callout };

const script = document.createElement('script');
script.textContent = themeBootstrapScript(themeConfig);
document.head.append(script);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider
      config={themeConfig}
      navigation={navigation}
      searchClient={searchClient}
      components={components}
    >
      <Layout
        title={page.title}
        sidebar={page.sidebar}
        sidebarFile={page.sidebarFile}
        search={<SearchButton />}
      >
        <Page page={page} />
      </Layout>
    </ThemeProvider>
  </StrictMode>,
);

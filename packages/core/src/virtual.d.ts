declare module 'virtual:mdd/config' {
  const config: import('./server/client-config.js').ClientConfig;
  export default config;
}

declare module 'virtual:mdd/code-pages' {
  const codePages: import('./router/load-view.js').CodePages;
  export default codePages;
}

declare module 'virtual:mdd/pages' {
  const pages: import('./router/load-view.js').CustomPages;
  export default pages;
}

declare module 'virtual:mdd/components' {
  const components: import('./site-components.js').SiteComponents;
  export default components;
}

declare module 'virtual:mdd/styles' {}

declare module 'virtual:mdd/mdx-components' {
  // biome-ignore lint/suspicious/noExplicitAny: components take the element's properties as props
  const components: Record<string, import('react').ComponentType<any>>;
  export default components;
}

declare module 'virtual:mdd/docusaurus' {
  const docusaurus: {
    enabled: boolean;
    siteConfig: Record<string, unknown>;
    /** `useDocusaurusContext().i18n` of the locale built (absent on a site of this engine's). */
    i18n?: {
      defaultLocale: string;
      locales: string[];
      currentLocale: string;
      path: string;
      localeConfigs: Record<string, Record<string, string>>;
    };
    /** The locale's `code.json` messages by id. */
    codeTranslations?: Record<string, string>;
  };
  export default docusaurus;
}

declare module 'virtual:mdd/client-modules' {
  /** The site's client modules (a Docusaurus site's `clientModules` and plugins' `getClientModules`). */
  const modules: Array<import('./app/client-modules.js').ClientModule>;
  export default modules;
}

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

declare module 'virtual:mdd/config' {
  const config: import('./server/client-config.js').ClientConfig;
  export default config;
}

declare module 'virtual:mdd/code-pages' {
  const codePages: import('./router/load-view.js').CodePages;
  export default codePages;
}

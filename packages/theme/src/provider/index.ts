export type {
  AnnouncementBarConfig,
  ColorModeConfig,
  FooterColumn,
  FooterLink,
  HtmlItem,
  LogoConfig,
  NavbarItem,
  NavbarLinkItem,
  ThemeConfig,
} from '../config.js';
export { defaultLabels, type ThemeLabels, useLabels } from '../labels.js';
export { mdxComponentNames } from '../mdx/component-names.js';
export { type ThemeComponents, themeComponentNames } from './components.js';
export { useSearchClient, useThemeComponents, useThemeConfig } from './contexts.js';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider.js';

export { colorModeStorageKey } from '../storage-keys.js';
export { themeBootstrapScript } from './bootstrap.js';
export { ColorModeToggle } from './ColorModeToggle.js';
export {
  applyColorMode,
  type ColorMode,
  type ColorModeState,
  useColorMode,
  useColorModeSync,
} from './use-color-mode.js';

export * from './color-mode/index.js';
export * from './doc/index.js';
export * from './errors/index.js';
export * from './layout/index.js';
export * from './mdx/index.js';
export * from './navigation.js';
export * from './provider/index.js';
export {
  announcementStorageKey,
  docsVersionStorageKey,
  tabsEntryStateKey,
  tabsStorageKey,
} from './storage-keys.js';
export type * from './types.js';

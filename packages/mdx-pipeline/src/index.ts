export { buildContent, type ContentBuild } from './build.js';
export { compilePage } from './compile-lazy.js';
export type { CompiledPage, CompileInput, CompilerOptions } from './compile-page.js';
export { type ContentEdits, type EditedPage, editedPages } from './edits.js';
export { ContentBuildError, ContentError, closestKey, codeFrame } from './errors.js';
export { frontMatterBlock } from './front-matter/block.js';
export { type FrontMatter, frontMatterSchema } from './front-matter/schema.js';
export { unknownCodeLanguages } from './highlight/languages.js';
export { markdownToHast } from './markdown-to-hast.js';
export { mayNeedModule } from './module-guess.js';
export type { ContentModule, PipelineOptions, SectionOptions, SectionVersion } from './options.js';
export { sourceExcerpt } from './plugins/excerpt.js';
export { createProgress, formatWarning } from './progress.js';
export type { SidebarFolder } from './structure/autogenerate.js';
export type { CategoryMeta } from './structure/category-file.js';
export type {
  GeneratorDoc,
  SidebarItemsGenerator,
  SidebarItemsGeneratorArgs,
} from './structure/generate-sidebar.js';
export { sectionLandingRoute } from './structure/landing.js';
export { kebab, type NumberPrefixParser, stripNumberPrefix, withBase } from './structure/paths.js';
export { defaultExclude, defaultInclude } from './structure/scan.js';
export type * from './types.js';

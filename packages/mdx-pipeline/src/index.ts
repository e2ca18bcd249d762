export { buildContent, type ContentBuild } from './build.js';
export { type CompiledPage, compilePage } from './compile-page.js';
export { ContentBuildError, ContentError, codeFrame } from './errors.js';
export { type FrontMatter, frontMatterSchema } from './front-matter/schema.js';
export { markdownToHast } from './markdown-to-hast.js';
export type { PipelineOptions } from './options.js';
export { createProgress } from './progress.js';
export { kebab, withBase } from './structure/paths.js';
export type * from './types.js';

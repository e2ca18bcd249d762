/** The pipeline's build-time highlighter, so code block stories show what a page would. */
export { highlightCode } from '../../mdx-pipeline/src/highlight/highlight.js';

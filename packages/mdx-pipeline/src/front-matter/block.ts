/**
 * The front matter block at the start of a file (after a byte order mark, if any), its YAML text
 * captured: for the code that reads a key or two without parsing the whole page.
 */
export const frontMatterBlock = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---/;

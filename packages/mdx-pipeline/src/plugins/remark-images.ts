import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Image, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { stampOf } from '../cache.js';
import { lineOf, type PageState, pageState } from './context.js';
import { svgSize } from './svg-size.js';
import { walk } from './walk.js';

const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

interface ResolvedImage {
  source: string;
  output: string;
  width?: number;
  height?: number;
}

const resolved = new Map<string, ResolvedImage>();

/**
 * `src={require('./x.png').default}`, as Docusaurus sites write images beside the page (webpack's
 * URL of the file): the same image as `src="./x.png"`, known at build time.
 */
const requiredImage = /^\s*require\(\s*(['"])(\.\.?\/[^'"]+)\1\s*\)\.default\s*$/;

/**
 * Resolves images (`/img/x.svg` from the static folder, `./x.png` next to the page), gives each a
 * content-hashed output name and its width and height.
 */
export function remarkImages() {
  return (tree: Root, file: VFile) => {
    const state = pageState(file);
    walk<RootContent>(tree, (node) => {
      if (node.type === 'image') {
        const image = node as Image;
        const found = resolveImage(image.url, state, lineOf(node));
        if (!found) return;
        image.url = state.site.basePath + found.output;
        image.data = {
          ...image.data,
          hProperties: { ...sizeOf(found), loading: 'lazy', decoding: 'async' },
        };
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = node as MdxJsxFlowElement | MdxJsxTextElement;
        if (element.name !== 'img') return;
        const src = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
        const url =
          typeof src?.value === 'string' ? src.value : requiredImage.exec(src?.value?.value ?? '')?.[2];
        if (!src || url === undefined) return;
        const found = resolveImage(url, state, lineOf(node));
        if (!found) return;
        src.value = state.site.basePath + found.output;
        const named = new Set(element.attributes.map((a) => (a.type === 'mdxJsxAttribute' ? a.name : '')));
        const sized = named.has('width') || named.has('height');
        const extra = { ...(sized ? {} : sizeOf(found)), loading: 'lazy', decoding: 'async' };
        for (const [name, value] of Object.entries(extra)) {
          if (!named.has(name))
            element.attributes.push({ type: 'mdxJsxAttribute', name, value: String(value) });
        }
      }
    });
  };
}

/** Where a file of the site is copied in the build: `assets/<folder>/<name>.<hash of its bytes><ext>`. */
function hashedOutput(source: string, buffer: Buffer, folder: string): string {
  const hash = createHash('sha256').update(buffer).digest('hex').slice(0, 8);
  const ext = path.extname(source);
  return `assets/${folder}/${path.basename(source, ext)}.${hash}${ext}`;
}

/**
 * A link to a file beside the page that is not a page (`[the diagram](./flow.svg)`,
 * `[hosts](./hosts.txt)`), as Docusaurus links it: the file is copied into the build under a
 * content-hashed name (`assets/files/flow.3f9a1c2b.svg`) and the link points there. Undefined when
 * no such file exists.
 */
export function linkedFile(target: string, state: PageState): string | undefined {
  const source = path.join(state.site.contentDir, path.dirname(state.file), target);
  const stamp = stampOf(source);
  if (stamp === 'missing' || !fs.statSync(source).isFile()) return undefined;
  const key = `files\0${source}\0${stamp}`;
  let asset = resolved.get(key);
  if (!asset) {
    asset = { source, output: hashedOutput(source, fs.readFileSync(source), 'files') };
    resolved.set(key, asset);
  }
  state.images.push({ source: asset.source, output: asset.output });
  return asset.output;
}

function sizeOfFile(buffer: Buffer, ext: string): { width?: number; height?: number } | undefined {
  try {
    const { width, height } = imageSize(buffer);
    return { width, height };
  } catch {
    return /^\.svg$/i.test(ext) ? svgSize(buffer.toString('utf8')) : undefined;
  }
}

function sizeOf(image: ResolvedImage): Record<string, number> {
  return image.width && image.height ? { width: image.width, height: image.height } : {};
}

function resolveImage(url: string, state: PageState, line?: number): ResolvedImage | undefined {
  if (!url || external.test(url) || url.startsWith('data:')) return undefined;
  const clean = decodeURI(url.split(/[?#]/)[0] as string);
  const source = clean.startsWith('/')
    ? path.join(state.site.staticDir, clean)
    : path.join(state.site.contentDir, path.dirname(state.file), clean);
  const stamp = stampOf(source);
  if (stamp === 'missing') {
    state.warnings.push({ line, message: `image not found: ${url}` });
    return undefined;
  }
  let image = resolved.get(`${source}\0${stamp}`);
  if (!image) {
    const buffer = fs.readFileSync(source);
    image = { source, output: hashedOutput(source, buffer, 'img') };
    const size = sizeOfFile(buffer, path.extname(source));
    if (size) Object.assign(image, size);
    else state.warnings.push({ line, message: `cannot read the size of ${url}` });
    resolved.set(`${source}\0${stamp}`, image);
  }
  state.images.push({ source: image.source, output: image.output });
  return image;
}

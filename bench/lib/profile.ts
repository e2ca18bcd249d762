import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ourBuildArgs } from './engines.js';
import { workDir } from './paths.js';
import { siteCopyCache, siteCopyDir } from './site-copy.js';
import { runTimed } from './timed.js';
import { discard } from './trash.js';
import type { Tree } from './trees.js';

/** Where the CPU time of one cold build of ours went, by kind of work, from V8 CPU profiles. */
export interface ProfileFigures {
  /** CPU time of the whole process tree (`/usr/bin/time`), seconds. */
  cpu: number;
  wall: number;
  /** Sampled JavaScript time over every thread (main and workers), seconds, by kind of work. */
  kinds: { kind: string; seconds: number }[];
  /** The rest of the CPU time: native threads (Vite's bundler, libuv's file system pool). */
  native: number;
}

/** Kinds of work, matched in order against a sampled frame's script URL or function name. */
const kinds: [string, RegExp][] = [
  [
    'MDX parsing (micromark, mdast-util-from-markdown, MDX/GFM/directive syntax)',
    /micromark|mdast-util-from-markdown|mdast-util-mdx|mdast-util-gfm|mdast-util-directive|remark-parse|remark-mdx|remark-gfm|remark-directive|acorn|estree|decode-named|character-entities/,
  ],
  ['Markdown twin (serialize-markdown, to-markdown)', /plugins\/(serialize-markdown|to-markdown)\.ts/],
  ['Code highlighting (refractor)', /refractor|prism|hast-util-to-string/],
  [
    'mdast/HAST transforms (unified, unist, mdast-util-to-hast, hast utilities)',
    /unified|unist-|mdast-util-to-hast|hast-util|hastscript|property-information|vfile|trough|bail|devlop|github-slugger|zwitch|mdurl|trim-lines/,
  ],
  ['Front matter (yaml, zod)', /\/yaml@|\/zod@|gray-matter|js-yaml/],
  ['mdx-pipeline own code', /packages\/mdx-pipeline/],
  [
    'React server rendering (react-dom, the server entry)',
    /react-dom|\/react@|entry-server|hast-util-to-jsx-runtime|style-to-js|scheduler/,
  ],
  ['Search index (packages/search)', /packages\/search/],
  [
    'Vite shell build (JavaScript side)',
    /\/vite@|rolldown|@vitejs|lightningcss|postcss|magic-string|picomatch|tinyglobby/,
  ],
  [
    'Site build code (build-site, head, SEO files)',
    /\/site\/dist\/|\/src\/server\/|\/src\/router\/|\/src\/app\//,
  ],
  [
    'Module loading (ESM loader)',
    /tsx@|node:internal\/modules|node:internal\/bootstrap|^loader$|^hooks$|^utils$|^internalModule|^compileForInternalLoader$|^wrapSafe$|^dlopen$|get-tsconfig|esbuild/,
  ],
  [
    'Files (write, mkdir, copy, remove)',
    /^(writeFileUtf8|writeFileSync|writeString|writeBuffer|mkdir|mkdirSync|openSync|closeSync|writeSync|copyFile|copyFileSync|cpSync|rmSync|unlink|rmdir|lstat|stat|fstat|readdir|readFileUtf8|readFileSync|rename|open|openFileHandle|close|read|realpath|access|existsSync|utimes)$/,
  ],
  ['Garbage collection', /^\(garbage collector\)$/],
  ['Worker messages', /^(postMessage|receiveMessageOnPort)$|structuredClone/],
];

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

const sourceMaps = new Map<string, SourceMap | undefined>();

/** The file a frame's code came from: through the script's source map for bundled code (the pipeline's dist). */
function sourceOf(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const { url } = frame;
  if (!url.startsWith('file://')) return url;
  if (!sourceMaps.has(url)) {
    const mapFile = `${fileURLToPath(url)}.map`;
    sourceMaps.set(
      url,
      fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : undefined,
    );
  }
  const entry = sourceMaps.get(url)?.findEntry(frame.lineNumber, frame.columnNumber);
  return entry && 'originalSource' in entry ? new URL(entry.originalSource, url).href : url;
}

function kindOf(url: string, functionName: string): string {
  const name = url || functionName;
  for (const [kind, pattern] of kinds) {
    if (pattern.test(url) || pattern.test(functionName) || pattern.test(name)) return kind;
  }
  return 'Other JavaScript';
}

/** Sums the self time of every sample of every profile by kind of work, seconds. */
export function aggregateProfiles(files: string[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
    const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    profile.samples.forEach((id, index) => {
      const frame = byNode.get(id);
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const kind = kindOf(sourceOf(frame), frame.functionName);
      totals.set(kind, (totals.get(kind) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1e6);
    });
  }
  return totals;
}

/**
 * One cold build of a tree by ours under `node --cpu-prof` (every thread writes a profile), in the
 * bench's snapshot of apps/site; the profiler itself adds some overhead, so the figures here are
 * shares, not timings to compare with the build table.
 */
export async function profileOurBuild(tree: Tree): Promise<ProfileFigures> {
  const profileDir = path.join(workDir, 'profiles', tree.id);
  const out = path.join(workDir, 'profiles', `${tree.id}-build`);
  fs.rmSync(profileDir, { recursive: true, force: true });
  discard(out);
  discard(siteCopyCache);
  const timed = await runTimed(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...ourBuildArgs(tree, out)],
    { cwd: siteCopyDir, env: { NODE_ENV: 'production' } },
  );
  const files = fs.readdirSync(profileDir).map((f) => path.join(profileDir, f));
  const totals = aggregateProfiles(files);
  discard(out);
  const sampled = [...totals.values()].reduce((a, b) => a + b, 0);
  return {
    cpu: timed.cpu,
    wall: timed.wall,
    kinds: [...totals.entries()]
      .map(([kind, seconds]) => ({ kind, seconds }))
      .sort((a, b) => b.seconds - a.seconds),
    native: Math.max(0, timed.cpu - sampled),
  };
}

import { hash } from 'node:crypto';
import type { Root } from 'hast';
import { anchorsOf, linkOf, type PageBody, type PageSummary } from './cache.js';
import type { LastUpdate } from './git.js';
import { markdownToHast } from './markdown-to-hast.js';
import type { ResolvedOptions, ResolvedSection } from './options.js';
import { strip } from './strip.js';
import type { SidebarFolder } from './structure/autogenerate.js';
import { type GeneratorDoc, generateSidebars } from './structure/generate-sidebar.js';
import { joinRoute, kebab, stripNumberPrefix, withBase } from './structure/paths.js';
import type { DocFile } from './structure/scan.js';
import {
  type BuiltSidebar,
  buildSidebars,
  cardsOf,
  type GeneratedIndex,
  type SidebarDoc,
  topLevelIndex,
  topLevelWindow,
  trimSidebar,
  windowSidebar,
} from './structure/sidebar.js';
import type { TagDefinition } from './structure/tags-file.js';
import type {
  Breadcrumb,
  DocCard,
  Manifest,
  ManifestEntry,
  PageData,
  PageLink,
  PageVersion,
  PipelineWarning,
  SidebarCategory,
  SidebarItem,
  TagRef,
} from './types.js';

/** A SHA-256 of `text` in base64, in one call: a site of 100,000 pages makes a key per page at every build. */
const digest = (text: string) => hash('sha256', text, 'base64');

export interface AssembleInput {
  options: ResolvedOptions;
  /** Every doc of this build (drafts left out), with its compiled (or outlined) summary. */
  docs: DocFile[];
  summaryByRoute: Map<string, PageSummary>;
  /** Doc ids left out as drafts, by section. */
  drafts: Map<string, Set<string>>;
  /** `_category_` files by section. */
  folders: Map<string, SidebarFolder[]>;
  /** Tags files by section (absent: none). */
  tagFiles: Map<string, Map<string, TagDefinition>>;
  updated: Map<string, LastUpdate>;
  warnings: PipelineWarning[];
}

interface DocEntry {
  doc: DocFile;
  summary: PageSummary;
  section: ResolvedSection;
  entry: ManifestEntry;
  /** The sidebar the doc shows. */
  sidebar?: BuiltSidebar;
}

/**
 * Puts the compiled pages together: manifest entries, sidebars (one per section, or the section's
 * hand-written ones, a section's sidebar items generator run first), previous/next, breadcrumbs,
 * tags, generated category indexes and versions; `page(route)` makes the data of one page.
 */
export async function assemble({
  options,
  docs,
  summaryByRoute,
  drafts,
  folders,
  tagFiles,
  updated,
  warnings,
}: AssembleInput) {
  const entries = new Map<string, ManifestEntry>();
  const sidebars: Manifest['sidebars'] = {};
  const tags: Manifest['tags'] = {};
  const sidebarByKey = new Map<string, BuiltSidebar>();
  const docEntries = new Map<string, DocEntry>();
  const generatedByRoute = new Map<string, GeneratedIndex & { section: ResolvedSection }>();
  const tagPages = new Map<string, { section: ResolvedSection; tag?: TagRef & { count: number } }>();
  const docsByTag = new Map<string, string[]>();
  const mainRoute = new Map<string, string>();
  const idToRoute = new Map(docs.map((d) => [`${d.section}:${d.id}`, d.route]));
  const description = (route: string) => entries.get(route)?.description;
  const summaryOf = (doc: DocFile) => summaryByRoute.get(doc.route) as PageSummary;
  const hidden = (fm: PageSummary['frontMatter']) => !options.development && fm.unlisted === true;
  const lastAuthors = new Map<string, string>();
  const sidebarOf = (entry: ManifestEntry): BuiltSidebar | undefined =>
    entry.sidebar ? sidebarByKey.get(entry.sidebar) : undefined;

  for (const section of options.sections) {
    const sectionDocs = docs.filter((d) => d.section === section.id);
    const showTime = section.showLastUpdateTime ?? options.lastUpdated;
    const sectionTags = new Map<string, TagRef & { count: number; pages: string[] }>();
    for (const doc of sectionDocs) {
      const summary = summaryOf(doc);
      const { frontMatter, title, excerpt } = summary;
      const unlisted = hidden(frontMatter);
      const docTags = (frontMatter.tags ?? []).map((tag) => tagRef(tag, section, tagFiles.get(section.id)));
      const git = updated.get(doc.file);
      const fmDate = frontMatter.last_update?.date;
      const lastUpdated = showTime
        ? fmDate !== undefined
          ? Math.floor(new Date(fmDate).getTime() / 1000) || git?.time
          : git?.time
        : undefined;
      const lastUpdatedBy = section.showLastUpdateAuthor
        ? (frontMatter.last_update?.author ?? (git?.author || undefined))
        : undefined;
      const entry = strip<ManifestEntry>({
        route: doc.route,
        kind: 'doc',
        title,
        sidebarLabel: frontMatter.sidebar_label ?? title,
        section: section.id,
        description: frontMatter.description ?? (excerpt ? truncate(excerpt, 160) : undefined),
        badge: frontMatter.badge,
        tags: docTags.map((t) => t.label),
        file: doc.file,
        lastUpdated,
        noindex: unlisted || section.version?.noIndex || undefined,
        unlisted: unlisted || undefined,
      });
      entries.set(doc.route, entry);
      docEntries.set(doc.route, { doc, summary, section, entry });
      if (lastUpdatedBy) lastAuthors.set(doc.route, lastUpdatedBy);
      if (unlisted) continue;
      for (const tag of docTags) {
        const known = sectionTags.get(tag.route) ?? { ...tag, count: 0, pages: [] };
        known.count++;
        known.pages.push(doc.route);
        sectionTags.set(tag.route, known);
      }
    }

    const sidebarDocs = sectionDocs.map((doc): SidebarDoc => {
      const { frontMatter: fm, title } = summaryOf(doc);
      return strip<SidebarDoc>({
        id: doc.id,
        relPath: doc.relPath,
        route: doc.route,
        isIndex: doc.isIndex,
        title,
        sidebarLabel: fm.sidebar_label,
        paginationLabel: fm.pagination_label,
        position: fm.sidebar_position,
        badge: fm.badge,
        description: fm.description,
        className: fm.sidebar_class_name,
        customProps: fm.sidebar_custom_props,
        unlisted: hidden(fm) || undefined,
      });
    });
    const sidebarWarnings: Array<{ dir?: string; message: string }> = [];
    const generated = section.sidebarItemsGenerator
      ? await generateSidebars({
          section: section.id,
          input: section.sidebars,
          generator: section.sidebarItemsGenerator,
          docs: sectionDocs.map((doc): GeneratorDoc => {
            const { frontMatter, customFrontMatter, title } = summaryOf(doc);
            const fileName = (doc.relPath.split('/').pop() ?? doc.relPath).replace(/\.mdx?$/, '');
            const position =
              frontMatter.sidebar_position ??
              (frontMatter.parse_number_prefixes === false
                ? undefined
                : stripNumberPrefix(fileName, section.numberPrefixParser).position);
            return strip<GeneratorDoc>({
              id: doc.id,
              file: doc.file,
              relPath: doc.relPath,
              title,
              frontMatter: { ...frontMatter, ...customFrontMatter },
              position,
            });
          }),
          sidebarDocs,
          folders: folders.get(section.id) ?? [],
          parser: section.numberPrefixParser,
          nameOrder: section.sidebarNameOrder,
          collapsed: section.sidebarCollapsed,
          collapsible: section.sidebarCollapsible,
          warn: (dir, message) => sidebarWarnings.push({ dir, message }),
        })
      : { input: section.sidebars };
    const built = buildSidebars({
      section: section.id,
      routeBasePath: section.routeBasePath,
      docs: sidebarDocs,
      folders: folders.get(section.id) ?? [],
      input: generated.input,
      defaultItems: generated.defaultItems,
      parser: section.numberPrefixParser,
      nameOrder: section.sidebarNameOrder,
      dropped: drafts.get(section.id),
      collapsed: section.sidebarCollapsed,
      collapsible: section.sidebarCollapsible,
      slugs: section.generatedIndexSlugs,
      ...(section.translateCategory ? { translateCategory: section.translateCategory } : {}),
    });
    built.warnings.unshift(...sidebarWarnings);
    const sectionFolders = folders.get(section.id) ?? [];
    for (const { dir, message } of built.warnings)
      warnings.push({ file: sectionFolders.find((f) => f.dir === dir)?.file, message });
    for (const sidebar of built.sidebars) {
      sidebarByKey.set(sidebar.key, sidebar);
      sidebars[sidebar.key] = sidebar.items;
    }
    for (const generated of built.generated) {
      if (entries.has(generated.route)) {
        warnings.push({
          message: `duplicate route ${generated.route}: a generated category index and a doc; the doc is used`,
        });
        continue;
      }
      generatedByRoute.set(generated.route, { ...generated, section });
      entries.set(
        generated.route,
        strip<ManifestEntry>({
          route: generated.route,
          kind: 'category',
          title: generated.title,
          sidebarLabel: generated.category.label,
          section: section.id,
          description: generated.description,
          tags: [],
          noindex: section.version?.noIndex || undefined,
          sidebar: generated.sidebar,
        }),
      );
    }

    for (const doc of sectionDocs) {
      const docEntry = docEntries.get(doc.route) as DocEntry;
      const shown = docEntry.summary.frontMatter.displayed_sidebar;
      let key = shown === null ? undefined : built.sidebarOfDoc.get(doc.id);
      if (shown) {
        const named = section.sidebars ? `${section.id}/${shown}` : section.id;
        if (sidebarByKey.has(named)) key = named;
        else warnings.push({ file: doc.file, message: `displayed_sidebar: no sidebar "${shown}"` });
      }
      if (key) {
        docEntry.sidebar = sidebarByKey.get(key);
        docEntry.entry.sidebar = key;
      }
    }

    const first = built.sidebars[0]?.navigation[0]?.route;
    mainRoute.set(
      section.id,
      sectionDocs.find((d) => d.route === section.routeBasePath)?.route ??
        first ??
        sectionDocs[0]?.route ??
        section.routeBasePath,
    );

    const tagList = [...sectionTags.values()]
      .map(({ pages, ...tag }) => {
        docsByTag.set(tag.route, pages);
        return tag;
      })
      .sort((a, b) => a.label.localeCompare(b.label));
    if (tagList.length) {
      tags[section.id] = tagList;
      const indexRoute = joinRoute(section.routeBasePath, 'tags');
      // Tag pages show the section's folder sidebar; a section of hand-written sidebars has no one sidebar to show.
      const sidebar = section.sidebars ? undefined : section.id;
      tagPages.set(indexRoute, { section });
      entries.set(
        indexRoute,
        strip<ManifestEntry>({
          route: indexRoute,
          kind: 'tags',
          title: 'Tags',
          sidebarLabel: 'Tags',
          section: section.id,
          tags: [],
          noindex: section.version?.noIndex || undefined,
          sidebar,
        }),
      );
      for (const tag of tagList) {
        tagPages.set(tag.route, { section, tag });
        const title = `${tag.count} doc${tag.count === 1 ? '' : 's'} tagged with "${tag.label}"`;
        entries.set(
          tag.route,
          strip<ManifestEntry>({
            route: tag.route,
            kind: 'tag',
            title,
            sidebarLabel: tag.label,
            section: section.id,
            tags: [],
            noindex: section.version?.noIndex || undefined,
            sidebar,
          }),
        );
      }
    }
  }

  for (const entry of entries.values()) {
    const sidebar = sidebarOf(entry);
    const at = sidebar?.navigationIndex.get(entry.route);
    if (!sidebar || at === undefined) continue;
    const link = (i: number): PageLink | undefined => {
      const target = sidebar.navigation[i];
      return target ? { title: target.label, route: target.route } : undefined;
    };
    entry.prev = link(at - 1);
    entry.next = link(at + 1);
  }
  for (const { doc, summary, entry } of docEntries.values()) {
    const fm = summary.frontMatter;
    for (const [key, field] of [
      ['pagination_prev', 'prev'],
      ['pagination_next', 'next'],
    ] as const) {
      const value = fm[key];
      if (value === null) entry[field] = undefined;
      else if (value) {
        const route = idToRoute.get(`${doc.section}:${value}`);
        const target = route ? docEntries.get(route) : undefined;
        if (!target) {
          warnings.push({ file: doc.file, message: `${key}: no doc with id "${value}"` });
          continue;
        }
        const tfm = target.summary.frontMatter;
        entry[field] = target.entry.unlisted
          ? undefined
          : {
              title: tfm.pagination_label ?? tfm.sidebar_label ?? target.entry.title,
              route: target.doc.route,
            };
      }
    }
    if (!entry.prev) delete entry.prev;
    if (!entry.next) delete entry.next;
  }

  const routes = new Set([...entries.keys(), ...options.appRoutes]);
  const anchorSets = new Map<string, Set<string> | undefined>();
  /** The anchors of a page, or undefined when they cannot be known (app routes, modules, pages not compiled yet). */
  const anchors = (route: string): Set<string> | undefined => {
    if (!anchorSets.has(route)) {
      const target = summaryByRoute.get(route);
      const kind = entries.get(route)?.kind;
      anchorSets.set(
        route,
        target
          ? target.outline || target.hasModule
            ? undefined
            : anchorsOf(target)
          : kind && kind !== 'doc'
            ? new Set()
            : undefined,
      );
    }
    return anchorSets.get(route);
  };
  for (const summary of summaryByRoute.values()) {
    if (!entries.has(summary.route)) continue;
    for (const stored of summary.links) {
      if (Array.isArray(stored) && routes.has(stored[0])) continue;
      const link = linkOf(stored);
      if (!routes.has(link.route)) {
        warnings.push({
          file: summary.file,
          line: link.line,
          message: `broken link: ${link.html ? `<a href="${link.href}">` : link.href} (no page at ${link.route})`,
        });
      } else if (link.anchor !== undefined && anchors(link.route)?.has(link.anchor) === false) {
        warnings.push({
          file: summary.file,
          line: link.line,
          message: `broken anchor: ${link.href} (no #${link.anchor} on ${link.route === summary.route ? 'this page' : link.route})`,
        });
      }
    }
  }

  const cardsFor = (route: string): DocCard[] | undefined => {
    const entry = entries.get(route);
    if (!entry) return undefined;
    const sidebar = sidebarOf(entry);
    if (!sidebar) return [];
    const category = sidebar.categoryByRoute.get(route) ?? sidebar.paths.get(route)?.at(-1);
    return cardsOf(category ? category.items : sidebar.items, description, route);
  };

  const sectionOf = (id: string) => options.sections.find((s) => s.id === id) as ResolvedSection;
  const descriptionHast = (text?: string): Root =>
    text ? markdownToHast(text, { basePath: options.basePath }) : { type: 'root', children: [] };

  const versionOf = (section: ResolvedSection, docId?: string): PageVersion | undefined => {
    const version = section.version;
    if (!version) return undefined;
    const siblings = options.sections.filter((s) => s.version?.docs === version.docs);
    const routeIn = (other: ResolvedSection) =>
      (docId && idToRoute.get(`${other.id}:${docId}`)) || (mainRoute.get(other.id) as string);
    const latest = siblings.find((s) => s.version?.latest);
    return strip<PageVersion>({
      name: version.name,
      label: version.label,
      banner: version.banner,
      badge: version.badge,
      className: version.className,
      versions: siblings.map((s) => ({
        name: s.version?.name as string,
        label: s.version?.label as string,
        route: routeIn(s),
      })),
      latest: latest
        ? {
            name: latest.version?.name as string,
            label: latest.version?.label as string,
            route: routeIn(latest),
          }
        : undefined,
    });
  };

  const topIndexes = new Map<string, Map<string, number>>();
  const topIndexOf = (sidebar: BuiltSidebar) => {
    let topIndex = topIndexes.get(sidebar.key);
    if (!topIndex) {
      topIndex = topLevelIndex(sidebar.items);
      topIndexes.set(sidebar.key, topIndex);
    }
    return topIndex;
  };
  /** The sidebar a page shows: the whole tree, or a large one's window with only its path open. */
  const sidebarView = (sidebar: BuiltSidebar, open: SidebarCategory[], route: string) => {
    if (sidebar.size <= options.largeSidebar) return { sidebar: sidebar.items };
    return largeSidebar(sidebar, open, route, topIndexOf(sidebar));
  };
  /**
   * A hash of a page's sidebar view, kept per view: pages of one category share their view (the
   * sidebar, the window's place, the open path), so a page's key does not serialise it again.
   */
  const viewKeys = new Map<string, Map<SidebarCategory | undefined, string>>();
  const sidebarViewKey = (sidebar: BuiltSidebar, open: SidebarCategory[], route: string) => {
    const large = sidebar.size > options.largeSidebar;
    const start = large
      ? (windowSidebar(sidebar.items, route, topLevelWindow, topIndexOf(sidebar)).omitted?.before ?? 0)
      : 0;
    const id = `${sidebar.key}\0${start}`;
    let byPath = viewKeys.get(id);
    if (!byPath) {
      byPath = new Map();
      viewKeys.set(id, byPath);
    }
    let key = byPath.get(open.at(-1));
    if (key === undefined) {
      key = digest(JSON.stringify(sidebarView(sidebar, open, route)));
      byPath.set(open.at(-1), key);
    }
    return key;
  };

  const page = (
    route: string,
    body: (s: PageSummary) => Pick<PageBody, 'content' | 'module' | 'toc'>,
    keyOnly = false,
  ): PageData | undefined => {
    const entry = entries.get(route);
    if (!entry) return undefined;
    const section = sectionOf(entry.section);
    const docEntry = docEntries.get(route);
    const sidebar = sidebarOf(entry);
    const open = sidebar?.paths.get(route) ?? [];
    const base: Omit<PageData, 'content' | 'kind'> = {
      route,
      title: entry.title,
      description: entry.description,
      section: entry.section,
      sectionLabel: section.label,
      badge: entry.badge,
      tags:
        entry.kind === 'doc'
          ? (docEntry?.summary.frontMatter.tags ?? []).map((t) =>
              tagRef(t, section, tagFiles.get(section.id)),
            )
          : [],
      toc: [],
      breadcrumbs:
        section.breadcrumbs === false || (!sidebar && entry.kind === 'doc')
          ? []
          : breadcrumbs(open, entry, route, sidebar),
      prev: entry.prev,
      next: entry.next,
      lastUpdated: entry.lastUpdated,
      lastUpdatedBy: lastAuthors.get(route),
      ...(!sidebar
        ? { sidebar: [] }
        : keyOnly
          ? { sidebar: [], sidebarView: sidebarViewKey(sidebar, open, route) }
          : sidebarView(sidebar, open, route)),
      noindex: entry.noindex,
      version: versionOf(section, docEntry?.doc.id),
      className: section.version?.className,
    };
    if (entry.kind === 'doc' && docEntry) {
      const { doc } = docEntry;
      // Read at call time: a lazy build replaces a page's outline once `ensure(route)` compiles it.
      const summary = summaryByRoute.get(route) as PageSummary;
      const { content, module, toc } = body(summary);
      const fm = summary.frontMatter;
      return strip<PageData>({
        ...base,
        kind: 'doc',
        toc: fm.hide_table_of_contents ? [] : toc,
        hideTitle: fm.hide_title,
        hideTableOfContents: fm.hide_table_of_contents,
        editUrl: editUrlOf(fm.custom_edit_url, summary.file, doc, section),
        keywords: fm.keywords,
        image: fm.image,
        unlisted: entry.unlisted,
        frontMatter:
          section.unknownFrontMatter === 'keep' ? { ...fm, ...summary.customFrontMatter } : undefined,
        cards: summary.usesDocCardList ? cardsFor(route) : undefined,
        content,
        module:
          module !== undefined ? `modules/${route.slice(1).replace(/\//g, '__') || 'index'}.js` : undefined,
      });
    }
    if (entry.kind === 'category') {
      const generated = generatedByRoute.get(route) as GeneratedIndex;
      return strip<PageData>({
        ...base,
        kind: 'category',
        keywords: generated.keywords,
        image: generated.image,
        cards: cardsOf(generated.category.items, description),
        content: descriptionHast(generated.description),
      });
    }
    const tagPage = tagPages.get(route);
    if (!tagPage) return undefined;
    if (!tagPage.tag)
      return strip<PageData>({
        ...base,
        kind: 'tags',
        tagList: tags[entry.section],
        content: { type: 'root', children: [] },
      });
    const cards = (docsByTag.get(route) ?? []).map((r): DocCard => {
      const target = entries.get(r) as ManifestEntry;
      return strip<DocCard>({
        kind: 'doc',
        title: target.title,
        route: r,
        description: target.description,
        badge: target.badge,
      });
    });
    return strip<PageData>({
      ...base,
      kind: 'tag',
      tagList: [tagPage.tag],
      cards,
      content: descriptionHast(tagPage.tag.description),
    });
  };

  /** A hash of what every page's data is made from beyond its own parts: the site's options and tags files. */
  const siteKey = digest(
    JSON.stringify([
      options.basePath,
      options.editUrl,
      options.development,
      options.sections,
      [...tagFiles].map(([id, file]) => [id, [...file]]),
    ]),
  );
  const emptyBody = () => ({ content: { type: 'root', children: [] } satisfies Root, toc: [] });
  /**
   * A hash of everything `page(route)` is made from but what `bodyKey` stands for (the page's own
   * source): a doc page's from the parts its data is put together from, without putting it together
   * (a site of 100,000 pages asks for every page's key after an edit).
   */
  const pageKey = (route: string, bodyKey: string): string | undefined => {
    const entry = entries.get(route);
    if (!entry) return undefined;
    const prefix = `${siteKey}\0${bodyKey}\0`;
    const docEntry = docEntries.get(route);
    if (entry.kind !== 'doc' || !docEntry) {
      const data = page(route, emptyBody, true);
      return data && digest(prefix + JSON.stringify(data));
    }
    const sidebar = sidebarOf(entry);
    const { doc } = docEntry;
    const parts = [
      entry,
      doc.id,
      doc.relPath,
      sidebar ? sidebarViewKey(sidebar, sidebar.paths.get(route) ?? [], route) : '',
      sidebar?.labels.get(route),
      lastAuthors.get(route),
      summaryByRoute.get(route)?.usesDocCardList ? cardsFor(route) : undefined,
      versionOf(sectionOf(entry.section), doc.id),
    ];
    return digest(prefix + JSON.stringify(parts));
  };

  return {
    manifest: {
      basePath: options.basePath,
      routes: [...entries.values()],
      sidebars,
      tags,
    } satisfies Manifest,
    page,
    pageKey,
    cardsFor,
    generatedByRoute,
    description,
    /** The section label and the categories above a page in the sidebar it shows, for its search records. */
    trail: (route: string): string[] => {
      const entry = entries.get(route);
      if (!entry) return [];
      const open = sidebarOf(entry)?.paths.get(route) ?? [];
      return [sectionOf(entry.section).label, ...open.filter((c) => c.route !== route).map((c) => c.label)];
    },
  };

  /**
   * The categories down to the page, then the page as its sidebar entry names it (as Docusaurus: a
   * category's own page is that category); a page outside its sidebar by its title.
   */
  function breadcrumbs(
    open: SidebarCategory[],
    entry: ManifestEntry,
    route: string,
    sidebar?: BuiltSidebar,
  ): Breadcrumb[] {
    const crumbs: Breadcrumb[] = open
      .filter((c) => c.route !== route)
      .map((c) => ({ label: c.label, ...(c.route ? { route: c.route } : {}) }));
    const own = open.at(-1)?.route === route ? open.at(-1)?.label : sidebar?.labels.get(route);
    return [...crumbs, { label: own ?? entry.title }];
  }

  function editUrlOf(
    custom: string | null | undefined,
    file: string,
    doc: DocFile,
    section: ResolvedSection,
  ): string | undefined {
    if (custom !== undefined) return custom || undefined;
    const { editUrl } = section;
    if (typeof editUrl === 'function')
      return editUrl({ docPath: doc.relPath, route: withBase(options.basePath, doc.route) }) || undefined;
    if (editUrl) return `${editUrl.replace(/\/$/, '')}/${doc.relPath}`;
    return options.editUrl ? `${options.editUrl.replace(/\/$/, '')}/${file}` : undefined;
  }
}

/** A front matter tag as a link to its page: from the section's tags file, or inline. */
function tagRef(
  tag: string | { label: string; permalink?: string },
  section: ResolvedSection,
  file: Map<string, TagDefinition> | undefined,
): TagRef {
  const defined = typeof tag === 'string' ? file?.get(tag) : undefined;
  if (defined) {
    return strip<TagRef>({
      label: defined.label,
      route: joinRoute(section.routeBasePath, 'tags', defined.permalink),
      description: defined.description,
    });
  }
  const label = typeof tag === 'string' ? tag : tag.label;
  const permalink = typeof tag === 'string' ? kebab(tag) : (tag.permalink ?? kebab(tag.label));
  return { label, route: joinRoute(section.routeBasePath, 'tags', permalink) };
}

/** A page's view of a large sidebar: a window of top-level entries, only the open path expanded. */
function largeSidebar(
  sidebar: BuiltSidebar,
  open: SidebarCategory[],
  route: string,
  topIndex: Map<string, number>,
) {
  const window = windowSidebar(sidebar.items, route, topLevelWindow, topIndex);
  return {
    sidebar: trimSidebar(window.items, new Set(open)) as SidebarItem[],
    sidebarFile: `_sidebars/${sidebar.key}.json`,
    ...(window.omitted ? { sidebarOmitted: window.omitted } : {}),
  };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

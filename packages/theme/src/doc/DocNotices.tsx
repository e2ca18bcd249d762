import type { PageVersion } from '@market-data-docs/mdx-pipeline/types';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';

export interface DocVersionBannerProps {
  /** The page's version (`page.version`); nothing is shown unless it has a `banner`. */
  version?: PageVersion;
}

/**
 * Above the content of a version that is not released yet or no longer maintained: what the reader
 * is looking at, and a link to the same page in the latest version (or its first page).
 */
export function DocVersionBanner({ version }: DocVersionBannerProps) {
  const { basePath } = useThemeConfig();
  if (!version?.banner) return null;
  const { latest } = version;
  return (
    <div className="mdd-notice mdd-notice--version" role="note">
      <p>
        {version.banner === 'unreleased'
          ? `You are reading the docs of ${version.label}, a version that is not released yet.`
          : `You are reading the docs of ${version.label}, a version that is no longer maintained.`}
      </p>
      {latest && latest.name !== version.name ? (
        <p>
          The current docs are those of{' '}
          <Link href={withBase(basePath, latest.route)} className="mdd-notice__link">
            the latest version ({latest.label})
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}

/** Above the content of an unlisted page: it is only reachable by its address. */
export function DocUnlistedNotice() {
  return (
    <div className="mdd-notice mdd-notice--unlisted" role="note">
      <p>
        <strong>Unlisted page.</strong> It is not in the navigation, search or sitemap, and search engines are
        asked not to index it: only readers with its address find it.
      </p>
    </div>
  );
}

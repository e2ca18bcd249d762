import type { PageVersion } from '@market-data-docs/mdx-pipeline/types';
import { useEffect, useId, useRef, useState } from 'react';
import { useOutsideInteraction } from '../hooks/use-outside-interaction.js';
import { useStoredValue } from '../hooks/use-stored-value.js';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';
import { docsVersionStorageKey } from '../storage-keys.js';

export interface DocVersionMenuProps {
  /** The page's version (`page.version`): a menu of every version, each link going to this page in it. */
  version?: PageVersion;
}

/**
 * The docs version of the page. With `version` (versioned docs), a menu button listing every
 * version, each a link to the same page in that version (or its first page). Without it, the
 * site's single version (`config.versionLabel`, e.g. Next) as before; the reader's choice is
 * remembered. Nothing when there is neither.
 */
export function DocVersionMenu({ version }: DocVersionMenuProps = {}) {
  const { versionLabel } = useThemeConfig();
  if (version) return <VersionLinks version={version} />;
  return versionLabel ? <VersionSelect versionLabel={versionLabel} /> : null;
}

function VersionLinks({ version }: { version: PageVersion }) {
  const { basePath } = useThemeConfig();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  useOutsideInteraction([root], open, () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <div ref={root} className="mdd-version-menu">
      <span className="mdd-version-menu__label">Version</span>
      <button
        type="button"
        className="mdd-version-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Version ${version.label}: other versions`}
        onClick={() => setOpen(!open)}
      >
        {version.label}
      </button>
      {open ? (
        <ul id={listId} className="mdd-version-menu__list">
          {version.versions.map((other) => (
            <li key={other.name}>
              <Link
                href={withBase(basePath, other.route)}
                className="mdd-version-menu__link"
                aria-current={other.name === version.name ? 'true' : undefined}
                onClick={() => setOpen(false)}
              >
                {other.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function VersionSelect({ versionLabel }: { versionLabel: string }) {
  const versions = [versionLabel];
  const [stored, setStored] = useStoredValue(docsVersionStorageKey);
  const current = stored !== null && versions.includes(stored) ? stored : versionLabel;
  const id = useId();
  return (
    <div className="mdd-version-menu">
      <label htmlFor={id} className="mdd-version-menu__label">
        Version
      </label>
      <select
        id={id}
        className="mdd-version-menu__select"
        value={current}
        onChange={(event) => setStored(event.target.value)}
      >
        {versions.map((label) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

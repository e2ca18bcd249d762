import { useId } from 'react';
import { useStoredValue } from '../hooks/use-stored-value.js';
import { useThemeConfig } from '../provider/contexts.js';
import { docsVersionStorageKey } from '../storage-keys.js';

/** The docs version (`config.versionLabel`, e.g. Next); the reader's choice is remembered. Nothing without a label. */
export function DocVersionMenu() {
  const { versionLabel } = useThemeConfig();
  return versionLabel ? <VersionSelect versionLabel={versionLabel} /> : null;
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
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
    </div>
  );
}

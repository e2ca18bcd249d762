import { useLabels } from '../labels.js';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';

/** Shown for unknown paths. */
export function NotFoundPage() {
  const { basePath, homeLink } = useThemeConfig();
  const labels = useLabels();
  return (
    <div className="mdd-error-page">
      <h1>{labels.notFoundTitle}</h1>
      <p>{labels.notFoundText}</p>
      <p>
        <Link href={withBase(basePath, homeLink)}>Go to the home page</Link>
      </p>
    </div>
  );
}

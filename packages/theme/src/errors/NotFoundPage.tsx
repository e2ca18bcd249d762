import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';

/** Shown for unknown paths. */
export function NotFoundPage() {
  const { basePath, homeLink } = useThemeConfig();
  return (
    <div className="mdd-error-page">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        <Link href={withBase(basePath, homeLink)}>Go to the home page</Link>
      </p>
    </div>
  );
}

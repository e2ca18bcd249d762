import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';

/**
 * The logo (light and dark variants) with `navbar.title` beside it when there is one, or without a
 * logo that title (else the site's), linking to the home page.
 */
export function NavbarBrand() {
  const { basePath, homeLink, logo, title, navbar } = useThemeConfig();
  if (!logo)
    return (
      <Link href={withBase(basePath, homeLink)} className="mdd-navbar__brand mdd-navbar__brand--text">
        {navbar.title ?? title}
      </Link>
    );
  return (
    <Link href={withBase(basePath, homeLink)} className="mdd-navbar__brand">
      <img
        src={logo.src}
        alt={logo.alt}
        width={logo.width}
        height={logo.height}
        className={logo.srcDark ? 'mdd-navbar__logo mdd-only-light' : 'mdd-navbar__logo'}
      />
      {logo.srcDark ? (
        <img
          src={logo.srcDark}
          alt={logo.alt}
          width={logo.width}
          height={logo.height}
          loading="lazy"
          className="mdd-navbar__logo mdd-only-dark"
        />
      ) : null}
      {navbar.title ? <b className="mdd-navbar__title">{navbar.title}</b> : null}
    </Link>
  );
}

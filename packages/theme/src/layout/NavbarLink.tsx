import type { NavbarLinkItem } from '../config.js';
import { ExternalIcon } from '../icons/index.js';
import { NewTabHint } from '../NewTabHint.js';
import { Link, useNavigation } from '../navigation.js';
import { isRouteInside, withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';

/** A navbar link: internal items are current while the route is inside them; external ones open a new tab. */
export function NavbarLink({
  item,
  className = 'mdd-navbar__link',
}: {
  /** A `navbar.items` entry of the site configuration: `to` a section of the site, `href` another site, or `localeBase` the page in another locale. */
  item: NavbarLinkItem;
  /** Class of the link (`mdd-navbar__link`; a dropdown's links pass their own). */
  className?: string;
}) {
  const { basePath } = useThemeConfig();
  const { route } = useNavigation();
  if ('localeBase' in item) {
    // Another locale is another build of the site: a full load, not the app's navigation.
    return (
      <a
        href={item.localeBase + route.replace(/^\//, '')}
        className={className}
        hrefLang={item.lang}
        lang={item.lang}
        aria-current={item.current ? 'true' : undefined}
      >
        {item.label}
      </a>
    );
  }
  const label =
    'labelHtml' in item && item.labelHtml ? (
      <span
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own config, as Docusaurus shows a link's `html`
        dangerouslySetInnerHTML={{ __html: item.labelHtml }}
      />
    ) : (
      item.label
    );
  if ('href' in item) {
    return (
      <Link href={item.href} className={className} target="_blank" rel="noopener noreferrer">
        {label}
        <ExternalIcon className="mdd-navbar__external" />
        <NewTabHint />
      </Link>
    );
  }
  return (
    <Link
      href={withBase(basePath, item.to)}
      className={className}
      aria-current={isRouteInside(route, item.currentInside ?? item.to) ? 'page' : undefined}
    >
      {label}
    </Link>
  );
}

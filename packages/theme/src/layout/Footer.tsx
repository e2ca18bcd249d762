import type { FooterLink as FooterLinkConfig } from '../config.js';
import { NewTabHint } from '../NewTabHint.js';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';
import { itemKey } from './item-key.js';

/** Columns of links (if any), the copyright line (text or the site's HTML) and the configured links on a dark navy band. */
export function Footer() {
  const { footer } = useThemeConfig();
  const columns = footer.columns ?? [];
  return (
    <footer className="mdd-footer">
      {columns.length > 0 ? (
        <div className="mdd-footer__columns">
          {columns.map((column) => (
            <section key={column.title} className="mdd-footer__column" aria-label={column.title || undefined}>
              {column.title ? <h2 className="mdd-footer__title">{column.title}</h2> : null}
              <ul className="mdd-footer__column-links">
                {column.items.map((link, i) => (
                  <FooterItem key={itemKey(link, i)} link={link} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
      <div className="mdd-footer__inner">
        {typeof footer.copyright === 'object' ? (
          <div
            className="mdd-footer__copyright"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own config, as Docusaurus shows it
            dangerouslySetInnerHTML={{ __html: footer.copyright.html }}
          />
        ) : footer.copyright ? (
          <p className="mdd-footer__copyright">{footer.copyright}</p>
        ) : null}
        {footer.links.length > 0 ? (
          <ul className="mdd-footer__links">
            {footer.links.map((link, i) => (
              <FooterItem key={itemKey(link, i)} link={link} />
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}

/** A footer entry: HTML of the site's config, or a link in a list item. */
function FooterItem({ link }: { link: FooterLinkConfig }) {
  if ('html' in link)
    return (
      <li
        className={['mdd-footer__html', link.className].filter(Boolean).join(' ')}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own config, as Docusaurus shows it
        dangerouslySetInnerHTML={{ __html: link.html }}
      />
    );
  return (
    <li>
      <FooterLink link={link} />
    </li>
  );
}

/** A footer link: a route of the site, or an external page opening in a new tab. */
function FooterLink({ link }: { link: Exclude<FooterLinkConfig, { html: string }> }) {
  const { basePath } = useThemeConfig();
  if ('to' in link)
    return (
      <Link href={withBase(basePath, link.to)} className="mdd-footer__link">
        {link.label}
      </Link>
    );
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className="mdd-footer__link">
      {link.label}
      <NewTabHint />
    </a>
  );
}

import { NewTabHint } from '../NewTabHint.js';
import { useThemeConfig } from '../provider/contexts.js';

/** Copyright line and the configured links (opening in a new tab) on a dark navy band. */
export function Footer() {
  const { footer } = useThemeConfig();
  return (
    <footer className="mdd-footer">
      <div className="mdd-footer__inner">
        {footer.copyright ? <p className="mdd-footer__copyright">{footer.copyright}</p> : null}
        {footer.links.length > 0 ? (
          <ul className="mdd-footer__links">
            {footer.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="mdd-footer__link">
                  {link.label}
                  <NewTabHint />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}

import { Link } from '../navigation.js';

export interface HomeHeroProps {
  /** The site's name, the page's only h1. */
  title: string;
  /** One sentence under the title saying what the docs cover. */
  tagline: string;
  /** The call to action; `href` is a URL with the base path. */
  action: { label: string; href: string };
  /** A quieter text link under the call to action, e.g. to the introduction. */
  secondaryAction?: { label: string; href: string };
}

/** The home page banner: site title, tagline and a call to action, on the primary colour. */
export function HomeHero({ title, tagline, action, secondaryAction }: HomeHeroProps) {
  return (
    <header className="mdd-hero">
      <h1 className="mdd-hero__title">{title}</h1>
      <p className="mdd-hero__tagline">{tagline}</p>
      <Link href={action.href} className="mdd-button mdd-button--large mdd-hero__action">
        {action.label}
      </Link>
      {secondaryAction ? (
        <p className="mdd-hero__secondary">
          <Link href={secondaryAction.href}>{secondaryAction.label}</Link>
        </p>
      ) : null}
    </header>
  );
}

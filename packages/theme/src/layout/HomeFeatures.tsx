import { Link } from '../navigation.js';

export interface HomeFeature {
  title: string;
  description: string;
  /** URL with the base path. */
  href: string;
  /** Decorative picture with a dark-mode variant. */
  image: { src: string; srcDark?: string; width: number; height: number };
}

export interface HomeFeaturesProps {
  items: HomeFeature[];
}

/** The home page's cards: each a link with a picture, a title and a description. */
export function HomeFeatures({ items }: HomeFeaturesProps) {
  return (
    <section className="mdd-features" aria-label="Products">
      <ul className="mdd-features__list">
        {items.map((item) => (
          <li key={item.href} className="mdd-features__item">
            <Link href={item.href} className="mdd-feature">
              <span className="mdd-feature__image">
                <img
                  src={item.image.src}
                  alt=""
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                  decoding="async"
                  className={item.image.srcDark ? 'mdd-only-light' : undefined}
                />
                {item.image.srcDark ? (
                  <img
                    src={item.image.srcDark}
                    alt=""
                    width={item.image.width}
                    height={item.image.height}
                    loading="lazy"
                    decoding="async"
                    className="mdd-only-dark"
                  />
                ) : null}
              </span>
              <h2 className="mdd-feature__title">{item.title}</h2>
              <p className="mdd-feature__description">{item.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

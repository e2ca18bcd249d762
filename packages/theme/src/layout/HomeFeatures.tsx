import { Link } from '../navigation.js';

interface FeatureImageData {
  src: string;
  srcDark?: string;
  width: number;
  height: number;
}

export interface HomeFeature {
  title: string;
  description?: string;
  /** URL with the base path. */
  href: string;
  /** Decorative picture with a dark-mode variant. */
  image?: FeatureImageData;
}

export interface HomeFeaturesProps {
  /** The cards, in order: title, description, link and picture (with a dark-mode one if it differs). */
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
              {item.image ? <FeatureImage image={item.image} /> : null}
              <h2 className="mdd-feature__title">{item.title}</h2>
              {item.description ? <p className="mdd-feature__description">{item.description}</p> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeatureImage({ image }: { image: FeatureImageData }) {
  return (
    <span className="mdd-feature__image">
      <img
        src={image.src}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className={image.srcDark ? 'mdd-only-light' : undefined}
      />
      {image.srcDark ? (
        <img
          src={image.srcDark}
          alt=""
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="mdd-only-dark"
        />
      ) : null}
    </span>
  );
}

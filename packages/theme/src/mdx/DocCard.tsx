import type { DocCard as DocCardData } from '@market-data-docs/mdx-pipeline/types';
import { DocBadge } from '../doc/DocBadge.js';
import { DocIcon, FolderIcon } from '../icons/index.js';
import { Link } from '../navigation.js';
import { withBase } from '../paths.js';
import { useThemeComponents, useThemeConfig } from '../provider/contexts.js';

export interface DocCardProps {
  /** A page or category of the pipeline (`page.cards`): title, link, description or item count. */
  card: DocCardData;
}

function describe(card: DocCardData): string | undefined {
  if (card.description) return card.description;
  if (card.kind !== 'category' || card.count === undefined) return undefined;
  return card.count === 1 ? '1 item' : `${card.count} items`;
}

/** A link card to a doc or a category, with icon, badge and description (or item count). */
export function DocCard({ card }: DocCardProps) {
  const { basePath } = useThemeConfig();
  const Icon = card.kind === 'category' ? FolderIcon : DocIcon;
  const description = describe(card);
  return (
    <Link
      href={/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(card.route) ? card.route : withBase(basePath, card.route)}
      className={`mdd-card mdd-card--${card.kind}`}
    >
      <h2 className="mdd-card__title">
        <Icon className="mdd-card__icon" />
        <span className="mdd-card__label">{card.title}</span>
        {card.badge ? <DocBadge badge={card.badge} /> : null}
      </h2>
      {description ? <p className="mdd-card__description">{description}</p> : null}
    </Link>
  );
}

export interface DocCardListProps {
  /** The cards, in sidebar order (`page.cards`); with none the list renders nothing. */
  cards: DocCardData[];
}

/** The cards of a category (`<DocCardList />` in a page, or a generated index page). */
export function DocCardList({ cards }: DocCardListProps) {
  const { DocCard: Card = DocCard } = useThemeComponents();
  if (cards.length === 0) return null;
  return (
    <ul className="mdd-cards">
      {cards.map((card) => (
        <li key={card.route} className="mdd-cards__item">
          <Card card={card} />
        </li>
      ))}
    </ul>
  );
}

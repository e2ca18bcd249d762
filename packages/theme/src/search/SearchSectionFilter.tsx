import type { SearchSection } from './sections.js';

export interface SearchSectionFilterProps {
  sections: readonly SearchSection[];
  /** Id of the chosen section; undefined for All. */
  selected?: string;
  onSelect(section: string | undefined): void;
}

/** All / one section: toggle buttons, the chosen one pressed. */
export function SearchSectionFilter({ sections, selected, onSelect }: SearchSectionFilterProps) {
  const choices = [{ id: undefined, label: 'All' }, ...sections];
  return (
    <fieldset className="mdd-search-filter">
      <legend className="mdd-visually-hidden">Filter by section</legend>
      {choices.map(({ id, label }) => (
        <button
          key={id ?? ''}
          type="button"
          className="mdd-search-filter__choice"
          aria-pressed={selected === id}
          onClick={() => onSelect(id)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

import { useThemeComponents } from '@market-data-docs/theme';
import { SearchButton } from '@market-data-docs/theme/search';

/**
 * `@theme/SearchBar`, which a site's page or component may show outside the navbar (a home page's
 * search field): the navbar's search button (the site's own when it replaced it), opening the same
 * search.
 */
export function SearchBar() {
  const Button = useThemeComponents().SearchButton ?? SearchButton;
  return <Button />;
}

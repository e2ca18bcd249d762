import { lazy, Suspense } from 'react';
import { loadSearchModal } from './SearchButton.js';
import type { SearchDialogProps } from './SearchDialog.js';

export type SearchModalProps = SearchDialogProps;

const SearchDialog = /* @__PURE__ */ lazy(() =>
  loadSearchModal().then((component) => ({ default: component })),
);

/**
 * The search dialog (see `SearchButton`, which opens it): a combobox over results grouped by page,
 * recent searches when idle. Its code loads on first render; nothing shows until then.
 */
export function SearchModal(props: SearchModalProps) {
  return (
    <Suspense fallback={null}>
      <SearchDialog {...props} />
    </Suspense>
  );
}

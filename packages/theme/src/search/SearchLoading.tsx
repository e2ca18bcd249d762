/** A search in progress, when no earlier results can stay on screen. */
export function SearchLoading() {
  return (
    <div className="mdd-search-state mdd-search-state--loading">
      <span className="mdd-search-spinner" aria-hidden="true" />
      Searching…
    </div>
  );
}

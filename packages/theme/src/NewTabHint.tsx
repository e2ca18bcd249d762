/** Tells screen reader users that a link opens in a new tab. */
export function NewTabHint() {
  return (
    <>
      {' '}
      <span className="mdd-visually-hidden">(opens in a new tab)</span>
    </>
  );
}

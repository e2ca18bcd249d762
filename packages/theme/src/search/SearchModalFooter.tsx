import { useApplePlatform } from './use-apple-platform.js';

/** The modal's keyboard help, for sighted keyboard users (screen readers know the combobox). */
export function SearchModalFooter() {
  const command = useApplePlatform() ? '⌘' : 'Ctrl';
  return (
    <div className="mdd-search-modal__footer" aria-hidden="true">
      <span>
        <kbd>↑</kbd>
        <kbd>↓</kbd> to navigate
      </span>
      <span>
        <kbd>↵</kbd> to select
      </span>
      <span>
        <kbd>{command}</kbd>
        <kbd>↵</kbd> for all results
      </span>
      <span>
        <kbd>Esc</kbd> to close
      </span>
    </div>
  );
}

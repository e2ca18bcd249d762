import { useLabels } from '../labels.js';

export const mainContentId = 'mdd-main';

/** The first focusable element of the page: jumps to the main content. */
export function SkipToContent() {
  const { skipToContent } = useLabels();
  return (
    <a
      className="mdd-skip-link"
      href={`#${mainContentId}`}
      onClick={(event) => {
        const main = document.getElementById(mainContentId);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView?.();
      }}
    >
      {skipToContent}
    </a>
  );
}

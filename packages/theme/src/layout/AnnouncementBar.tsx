import { focusable } from '../hooks/use-focus-trap.js';
import { useStoredValue } from '../hooks/use-stored-value.js';
import { CloseIcon } from '../icons/index.js';
import { useLabels } from '../labels.js';
import { MdxContent } from '../mdx/MdxContent.js';
import { useThemeConfig } from '../provider/contexts.js';
import { announcementStorageKey } from '../storage-keys.js';

/**
 * The configured announcement (`config.announcementBar`) above the navbar. Closing it remembers
 * its id; a bar with a new id shows again. `themeBootstrapScript` hides a closed bar before paint.
 * Focus goes on to what follows the bar (the navbar), not back to the top of the page.
 */
export function AnnouncementBar() {
  const { announcementBar: bar } = useThemeConfig();
  const [dismissedId, setDismissedId] = useStoredValue(announcementStorageKey);
  const { closeAnnouncement } = useLabels();
  if (!bar || dismissedId === bar.id) return null;
  return (
    <section className="mdd-announcement" aria-label="Announcement" data-id={bar.id}>
      <div className="mdd-announcement__content">
        <MdxContent content={bar.content} />
      </div>
      {bar.dismissible !== false ? (
        <button
          type="button"
          className="mdd-icon-button mdd-announcement__close"
          aria-label={closeAnnouncement}
          onClick={(event) => {
            const section = event.currentTarget.parentElement as HTMLElement;
            setDismissedId(bar.id);
            // Focus in the bar (or nowhere) goes on to the first element after it that takes focus
            // (one hidden at this width does not). Focus elsewhere stays: a close clicked before the
            // app was ready is replayed once it is, and the reader may be typing in a field by then.
            const focused = document.activeElement;
            if (focused && focused !== document.body && !section.contains(focused)) return;
            [...document.querySelectorAll<HTMLElement>(focusable)]
              .filter(
                (element) =>
                  !section.contains(element) &&
                  section.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
              )
              .some((element) => {
                element.focus();
                return document.activeElement === element;
              });
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </section>
  );
}

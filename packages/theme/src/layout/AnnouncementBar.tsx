import { useStoredValue } from '../hooks/use-stored-value.js';
import { CloseIcon } from '../icons/index.js';
import { MdxContent } from '../mdx/MdxContent.js';
import { useThemeConfig } from '../provider/contexts.js';
import { announcementStorageKey } from '../storage-keys.js';

/**
 * The configured announcement (`config.announcementBar`) above the navbar. Closing it remembers
 * its id; a bar with a new id shows again. `themeBootstrapScript` hides a closed bar before paint.
 */
export function AnnouncementBar() {
  const { announcementBar: bar } = useThemeConfig();
  const [dismissedId, setDismissedId] = useStoredValue(announcementStorageKey);
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
          aria-label="Close announcement"
          onClick={() => setDismissedId(bar.id)}
        >
          <CloseIcon />
        </button>
      ) : null}
    </section>
  );
}

import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard.js';
import { CheckIcon, CopyIcon } from '../icons/index.js';
import { markdownUrl } from '../paths.js';
import { useThemeConfig } from '../provider/contexts.js';

export interface CopyPageButtonProps {
  /** Route of the page whose Markdown twin (`<base><route>.md`) is copied. */
  route: string;
}

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return response.text();
}

/** Copies the page as Markdown (for pasting into an AI assistant or an issue). */
export function CopyPageButton({ route }: CopyPageButtonProps) {
  const { basePath } = useThemeConfig();
  const { state, copy } = useCopyToClipboard();
  const label = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy page';
  return (
    <>
      <button
        type="button"
        className="mdd-button mdd-button--small mdd-button--outline mdd-copy-page"
        title="Copy this page as Markdown"
        data-state={state}
        onClick={() => copy(fetchMarkdown(markdownUrl(basePath, route)))}
      >
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {label}
      </button>
      <span className="mdd-visually-hidden" role="status">
        {state === 'idle' ? '' : label}
      </span>
    </>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

async function writeClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof text !== 'string' && typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * Copies text (or text still being fetched: Safari only allows that through a `ClipboardItem`
 * created during the click) and reports `copied` or `failed` for `resetAfter` ms.
 */
export function useCopyToClipboard(resetAfter = 2000) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string | Promise<string>) => {
      clearTimeout(timer.current);
      try {
        await writeClipboard(text);
        setState('copied');
      } catch {
        setState('failed');
      }
      timer.current = setTimeout(() => setState('idle'), resetAfter);
    },
    [resetAfter],
  );
  return { state, copy };
}

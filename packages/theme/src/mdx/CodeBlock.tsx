import { type ReactNode, useRef, useState } from 'react';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard.js';
import { CheckIcon, CopyIcon, WrapIcon } from '../icons/index.js';
import { useLabels } from '../labels.js';

export interface CodeBlockProps {
  /** Language of the code (`json`, `http`, `excel-formula`, ...), as highlighted at build time. */
  language?: string;
  /** Shown in a title bar above the code, e.g. a file name. */
  title?: string;
  /** The highlighted `<pre><code>` (one `span.line` per line). */
  children?: ReactNode;
}

/**
 * A highlighted code block under a header bar: the title (else the language) and the soft-wrap and
 * copy buttons, which so never cover the code.
 */
export function CodeBlock({ language, title, children }: CodeBlockProps) {
  const body = useRef<HTMLDivElement>(null);
  const [wrap, setWrap] = useState(false);
  const { state, copy } = useCopyToClipboard();
  const labels = useLabels();
  const copyLabel = state === 'copied' ? labels.copied : state === 'failed' ? 'Copy failed' : labels.copyCode;
  const plain = !language || language === 'text';
  return (
    <div className="mdd-code-block" data-language={language}>
      <div className="mdd-code-block__header">
        {title ? (
          <div className="mdd-code-block__title">{title}</div>
        ) : (
          <div className="mdd-code-block__language">{plain ? null : language}</div>
        )}
        <div className="mdd-code-block__buttons">
          <button
            type="button"
            className="mdd-icon-button"
            aria-label={labels.wordWrap}
            title={labels.wordWrap}
            aria-pressed={wrap}
            onClick={() => setWrap(!wrap)}
          >
            <WrapIcon />
          </button>
          <button
            type="button"
            className="mdd-icon-button mdd-code-block__copy"
            aria-label={copyLabel}
            title={copyLabel}
            data-state={state}
            onClick={() => copy(body.current?.querySelector('code')?.textContent ?? '')}
          >
            {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
            {state === 'copied' ? <span className="mdd-code-block__copied">{labels.copied}</span> : null}
          </button>
        </div>
      </div>
      <div
        ref={body}
        className={wrap ? 'mdd-code-block__body mdd-code-block__body--wrap' : 'mdd-code-block__body'}
      >
        {children}
      </div>
      <span className="mdd-visually-hidden" role="status">
        {state === 'copied' ? labels.copied : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </div>
  );
}

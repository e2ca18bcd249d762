import type { TextSegment } from '@market-data-docs/search';

export interface HighlightedTextProps {
  /** Text from the search engine; matched pieces are wrapped in `<mark>`. Never parsed as HTML. */
  segments: readonly TextSegment[];
}

/** A title or snippet of a search hit with the query's matches highlighted. */
export function HighlightedText({ segments }: HighlightedTextProps) {
  return segments.map((segment, index) =>
    segment.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed sequence
      <mark key={index}>{segment.text}</mark>
    ) : (
      segment.text
    ),
  );
}

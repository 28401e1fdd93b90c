import { Fragment } from 'react';
import type { SnippetSegment } from '../../runtime/search/search-query.js';

/** Text with the matched search terms marked. */
export function Highlighted({ segments }: { segments: SnippetSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark part="match" key={i}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

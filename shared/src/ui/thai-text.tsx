import { Fragment } from 'react';
import { splitThaiCompounds } from '../format/thai-words';

/**
 * Thai text whose compounds (เป้าหมาย, กองทุน, ความเสี่ยง…, format/thai-words) never break across
 * lines on a narrow screen; elsewhere the browser breaks between words as usual. The text content
 * is unchanged (only spans are added), so tests and screen readers read the same string.
 */
export function ThaiText({ children }: { children: string }) {
  const pieces = splitThaiCompounds(children);
  if (pieces.length === 1) return <>{children}</>;
  // One wrapping span: inside a flex container (a badge) the pieces stay one item, with no gaps.
  return (
    <span style={{ display: 'inline' }}>
      {pieces.map((piece, i) =>
        i % 2 === 1 ? (
          // An inline style, not a class: accessible-name tools read `display` to decide whether
          // an element adds a space (jsdom has no default stylesheet for a span's display).
          <span key={i} style={{ display: 'inline', whiteSpace: 'nowrap' }}>
            {piece}
          </span>
        ) : (
          <Fragment key={i}>{piece}</Fragment>
        ),
      )}
    </span>
  );
}

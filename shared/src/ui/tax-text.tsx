import { Fragment } from 'react';
import { splitTaxTerms } from '../domain/tax-rules-terms';

/**
 * Tax-saving copy whose terms (แผนลดหย่อนภาษี, สิทธิลดหย่อน…), amounts with their unit and Thai
 * compounds never break across lines at 320–390 px (domain/tax-rules-terms; like ui/thai-text).
 * The text content is unchanged (only spans are added).
 */
export function TaxText({ children }: { children: string }) {
  const pieces = splitTaxTerms(children);
  if (pieces.length === 1) return <>{children}</>;
  return (
    <span style={{ display: 'inline' }}>
      {pieces.map((piece, i) =>
        i % 2 === 1 ? (
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

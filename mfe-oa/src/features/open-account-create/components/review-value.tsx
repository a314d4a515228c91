import { Fragment } from 'react';
import { ThaiText } from '@port/shared/ui/thai-text';
import { splitNumberRuns } from '../model/keep-together';

/** A review value: numbers, masked IDs and amounts on one line, Thai compounds unbroken, the rest wraps. */
export function ReviewValue({ children }: { children: string }) {
  return (
    <>
      {splitNumberRuns(children).map((piece, i) =>
        i % 2 === 1 ? (
          <span key={i} style={{ display: 'inline', whiteSpace: 'nowrap' }}>
            {piece}
          </span>
        ) : piece ? (
          <Fragment key={i}>
            <ThaiText>{piece}</ThaiText>
          </Fragment>
        ) : null,
      )}
    </>
  );
}

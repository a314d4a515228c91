import { css } from '@emotion/react';
import type { HeldBackLine } from '@port/shared/contracts/order';
import { buddhistYear } from '@port/shared/domain/tax-year';
import { TAX_TYPE_LABEL } from '@port/shared/domain/tax-rules';
import { formatDate } from '@port/shared/format/date';
import { theme } from '@port/shared/ui/theme';
import { proposalOrderMessages as t } from '../messages';

const box = css`
  display: grid;
  gap: ${theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${theme.space.md};
    display: grid;
    gap: ${theme.space.xs};
  }
`;
const muted = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

export function heldBackReason(line: HeldBackLine): string {
  switch (line.reason) {
    case 'holding-period':
      return t.heldBack['holding-period'](formatDate(line.sellable_from));
    case 'rmf-age':
      return t.heldBack['rmf-age'](formatDate(line.sellable_from));
    case 'purchase-unknown':
      return t.heldBack['purchase-unknown'];
    case 'no-deduction':
      return t.heldBack['no-deduction'](
        line.fund_tax_type ? TAX_TYPE_LABEL[line.fund_tax_type] : line.fund_shortcode,
        line.tax_year === null ? '' : String(buddhistYear(line.tax_year)),
      );
  }
}

/** Lines of the model the proposal leaves out, each with why (spec §1 tax-saving funds). */
export function HeldBackLines({ lines }: { lines: HeldBackLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section css={box} aria-labelledby="held-back-title" data-testid="held-back">
      <h2 id="held-back-title">{t.heldBackTitle}</h2>
      <p css={muted}>{t.heldBackIntro}</p>
      <ul>
        {lines.map((l) => (
          <li key={`${l.order_type}-${l.fund_shortcode}`}>
            <strong>
              {t.side(l.order_type)} {l.fund_shortcode}
            </strong>{' '}
            <span>{heldBackReason(l)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

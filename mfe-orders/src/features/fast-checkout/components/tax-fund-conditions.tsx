import { css } from '@emotion/react';
import { useId } from 'react';
import type { ProposalOrderLine, TaxBuyConditions } from '@port/shared/contracts/order';
import { formatSatang } from '@port/shared/domain/satang';
import { TAX_TYPE_LABEL } from '@port/shared/domain/tax-rules';
import { buddhistYear } from '@port/shared/domain/tax-year';
import { formatDate } from '@port/shared/format/date';
import { checkboxRow } from '@port/shared/ui/form-control';
import { theme } from '@port/shared/ui/theme';
import type { TaxExcess } from '../model/tax-excess';
import { taxFundMessages as t } from '../tax-fund-messages';
import { list, muted, notice } from './styles';

const box = css`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.ms};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.box};
`;
/** The shared checkbox row; the box keeps its size beside a long label. */
const check = css`
  ${checkboxRow}
  input {
    flex: none;
  }
`;

/** The buy lines of tax-saving funds, as the server's preview marks them (never re-derived here). */
export const taxFundLines = (lines: ProposalOrderLine[]) =>
  lines.filter(
    (l): l is ProposalOrderLine & { tax_conditions: TaxBuyConditions } => l.order_type === 'buy' && l.tax_conditions !== null,
  );

function deductionText(c: TaxBuyConditions): string {
  const year = buddhistYear(c.tax_year);
  if (c.deduction === 'deducts') return t.deducts(year);
  return c.deduction === 'no-deduction' ? t.noDeduction(year) : t.noTable(year);
}

/**
 * Per tax-fund line (issue 17 item 2; spec §1): whether it deducts in its tax year, its holding rule
 * and the first day it may be sold keeping the benefit, what is above the room the calculator
 * shows on this device, and the box that accepts the conditions (the server refuses without it).
 */
export function TaxFundConditions({
  lines,
  excess,
  checked,
  onChange,
}: {
  lines: ProposalOrderLine[];
  excess: TaxExcess[];
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  const buys = taxFundLines(lines);
  if (buys.length === 0) return null;
  return (
    <section css={box} aria-labelledby={`${id}-title`} data-testid="tax-fund-conditions">
      <strong id={`${id}-title`}>{t.title}</strong>
      <ul css={list}>
        {buys.map((l) => {
          const c = l.tax_conditions;
          const date = formatDate(c.sellable_from);
          return (
            <li key={l.fund_shortcode} data-testid="tax-fund-condition">
              <strong>{t.line(TAX_TYPE_LABEL[c.tax_type], l.fund_shortcode)}</strong>
              <p css={muted}>{deductionText(c)}</p>
              <p css={muted}>{c.holding_rule}</p>
              <p css={muted}>{c.needs_age ? t.sellableFromAge(date) : t.sellableFrom(date)}</p>
              {c.holding_exact ? null : <p css={muted}>{t.longestRule}</p>}
            </li>
          );
        })}
      </ul>
      {excess.map((e) => (
        <p key={e.taxType} css={notice} data-testid={`tax-above-room-${e.taxType}`}>
          {t.above(TAX_TYPE_LABEL[e.taxType], formatSatang(e.aboveSatang), formatSatang(e.roomSatang))}
        </p>
      ))}
      <div css={check}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id}>{t.acknowledge}</label>
      </div>
    </section>
  );
}

import { css } from '@emotion/react';
import { useId } from 'react';
import type { FundTaxType } from '@port/shared/contracts/enums';
import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { holdingRuleFor, TAX_TYPE_LABEL, TAX_TYPES } from '@port/shared/domain/tax-rules';
import { checkboxRow } from '@port/shared/ui/form-control';
import { theme } from '@port/shared/ui/theme';
import { proposalOrderMessages as t } from '../messages';

const box = css`
  display: grid;
  gap: ${theme.space.xs};
  ul {
    margin: 0;
    padding-left: ${theme.space.lg};
  }
`;

/** Buys of tax-saving funds in the lines (spec §1): they come with holding conditions. */
export const taxFundBuys = (lines: ProposalOrderLine[]): ProposalOrderLine[] =>
  lines.filter((l) => l.order_type === 'buy' && l.fund_tax_type !== null);

/**
 * The holding conditions of the tax-saving funds bought (issue 8 review item 4), each by the rule of
 * its tax type for the year of the trade date, and the box that accepts them (the server refuses
 * the proposal without it: 422 TAX_FUND_ACKNOWLEDGEMENT_REQUIRED).
 */
export function TaxFundAcknowledgement({
  lines,
  checked,
  onChange,
}: {
  lines: ProposalOrderLine[];
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  const buys = taxFundBuys(lines);
  const types = TAX_TYPES.filter((type) => buys.some((l) => l.fund_tax_type === type));
  const fundsOf = (type: FundTaxType) => buys.filter((l) => l.fund_tax_type === type).map((l) => l.fund_shortcode);
  const yearOf = (type: FundTaxType) => Number(buys.find((l) => l.fund_tax_type === type)!.trade_date.slice(0, 4));
  return (
    <section css={box} aria-label={t.taxFundTitle} data-testid="tax-fund-conditions">
      <strong>{t.taxFundTitle}</strong>
      <ul>
        {types.map((type) => (
          <li key={type}>
            {t.taxFundRule(TAX_TYPE_LABEL[type], fundsOf(type).join(', '), holdingRuleFor(type, yearOf(type)).rule.summary)}
          </li>
        ))}
      </ul>
      <div css={checkboxRow}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id}>{t.taxFundAcknowledge}</label>
      </div>
    </section>
  );
}

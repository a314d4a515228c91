import { css } from '@emotion/react';
import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { isRiskierThanCustomer } from '@port/shared/domain/trade-eligibility';
import { formatDate } from '@port/shared/format/date';
import { formatMoney, formatUnits } from '@port/shared/format/number';
import { theme } from '@port/shared/ui/theme';
import { fastCheckoutMessages as t } from '../messages';
import { facts, list, muted, nowrap, row } from './styles';

const riskier = css`
  color: ${theme.color.tone.danger.fg};
  font-weight: ${theme.font.weight.bold};
`;

/** '1,080.00 บาท' or '12.3456 หน่วย', kept on one line. */
export const lineAmount = (l: Pick<ProposalOrderLine, 'amount' | 'unit'>): string =>
  l.amount !== null ? `${formatMoney(l.amount)} บาท` : t.units(formatUnits(l.unit));

/** The labelled facts of a line (issue 8 review item 3): cut-off, debit (buys), NAV date, when units or money arrive. */
function LineFacts({ line }: { line: ProposalOrderLine }) {
  const buy = line.order_type !== 'sell';
  const pairs: [string, string][] = [
    [t.cutoffLabel, t.time(line.cutoff_time)],
    ...(buy ? [[t.debitLabel, formatDate(line.trade_date)] as [string, string]] : []),
    [t.navDateLabel, formatDate(line.nav_date)],
    [buy ? t.unitsArriveLabel : t.moneyArriveLabel, formatDate(line.settlement_date)],
  ];
  return (
    <dl css={facts}>
      {pairs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One order line as the confirm step shows it (issue 8): side and fund, amount, fund risk against the
 * customer's level, labelled dates, a tax-saving holding condition and the fact sheet. The proposal
 * page shows its lines with this too.
 */
export function OrderLineItem({
  line,
  suitRiskLevel,
  testId = 'order-line',
}: {
  line: ProposalOrderLine;
  suitRiskLevel: number | null;
  testId?: string;
}) {
  const risky = line.order_type !== 'sell' && isRiskierThanCustomer(line.risk_level, suitRiskLevel);
  return (
    <li data-testid={testId}>
      <div css={row}>
        <strong css={nowrap}>
          {t.side(line.order_type)} {line.fund_shortcode}
          {line.sw_to_fund ? ` → ${line.sw_to_fund}` : ''}
        </strong>
        <span css={nowrap}>{lineAmount(line)}</span>
      </div>
      <span css={muted}>
        {line.fund_name_th}
        {line.amount === null && line.estimated_amount !== null ? ` · ${t.about(formatMoney(line.estimated_amount))}` : ''}
      </span>
      <span css={risky ? riskier : muted}>
        {t.fundRisk(line.risk_level)}
        {risky ? ` · ${t.riskier}` : ''}
      </span>
      <LineFacts line={line} />
      {line.holding_condition ? (
        <span css={riskier}>{t.holding[line.holding_condition.reason](formatDate(line.holding_condition.sellable_from))}</span>
      ) : null}
      {line.fact_sheet_url ? (
        <a href={line.fact_sheet_url} target="_blank" rel="noreferrer">
          {t.factSheetLabel} <span css={nowrap}>{line.fund_shortcode}</span>
        </a>
      ) : null}
    </li>
  );
}

/** The lines of a confirm step or proposal page. */
export function OrderLineList({
  lines,
  suitRiskLevel,
  label,
  testId,
}: {
  lines: ProposalOrderLine[];
  suitRiskLevel: number | null;
  label: string;
  testId?: string;
}) {
  return (
    <ul css={list} aria-label={label}>
      {lines.map((l) => (
        <OrderLineItem
          key={`${l.order_type}-${l.fund_shortcode}`}
          line={l}
          suitRiskLevel={suitRiskLevel}
          {...(testId ? { testId } : {})}
        />
      ))}
    </ul>
  );
}

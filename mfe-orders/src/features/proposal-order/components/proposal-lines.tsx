import { css } from '@emotion/react';
import type { ProposalOrder } from '@port/shared/contracts/order';
import { isRiskierThanCustomer } from '@port/shared/domain/trade-eligibility';
import { formatDate } from '@port/shared/format/date';
import { formatMoney, formatUnits } from '@port/shared/format/number';
import { theme } from '@port/shared/ui/theme';
import { proposalOrderMessages as t } from '../messages';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  li {
    display: grid;
    gap: ${theme.space.xs};
    padding: ${theme.space.ms};
    border: 1px solid ${theme.color.borderSubtle};
    border-radius: ${theme.radius.box};
  }
`;
const row = css`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
const muted = css`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;
const danger = css`
  color: ${theme.color.tone.danger.fg};
  font-weight: ${theme.font.weight.bold};
`;

/** The proposal's buy, sell and switch lines with their amounts or units and the total to buy. */
export function ProposalLines({ proposal, suitRiskLevel }: { proposal: ProposalOrder; suitRiskLevel: number | null }) {
  return (
    <>
      <ul css={list} aria-label={t.title}>
        {proposal.lines.map((l) => {
          const risky = l.order_type !== 'sell' && isRiskierThanCustomer(l.risk_level, suitRiskLevel);
          return (
            <li key={`${l.order_type}-${l.fund_shortcode}`} data-testid="proposal-line">
              <div css={row}>
                <strong>
                  {t.side(l.order_type)} {l.fund_shortcode}
                  {l.sw_to_fund ? ` → ${l.sw_to_fund}` : ''}
                </strong>
                <span>{l.amount !== null ? `${formatMoney(l.amount)} บาท` : t.units(formatUnits(l.unit))}</span>
              </div>
              <span css={muted}>
                {l.fund_name_th}
                {l.amount === null && l.estimated_amount !== null ? ` · ${t.about(formatMoney(l.estimated_amount))}` : ''}
              </span>
              <span css={risky ? danger : muted}>
                {t.fundRisk(l.risk_level)}
                {risky ? ` · ${t.riskier}` : ''} · {formatDate(l.trade_date)}
              </span>
            </li>
          );
        })}
      </ul>
      <div css={row}>
        <strong>{t.totalBuy}</strong>
        <strong data-testid="proposal-total-buy">{formatMoney(proposal.total_buy_amount)} บาท</strong>
      </div>
    </>
  );
}

import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { isRiskierThanCustomer } from '@port/shared/domain/trade-eligibility';
import { formatDate } from '@port/shared/format/date';
import { formatMoney, formatUnits } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { fastCheckoutMessages as t } from '../messages';
import { actions, errorText, list, muted, notice, row, stepBox } from './styles';

const riskier = css`
  color: ${theme.color.tone.danger.fg};
  font-weight: ${theme.font.weight.bold};
`;
const check = css`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
`;

interface Props {
  lines: ProposalOrderLine[];
  suitRiskLevel: number | null;
  /** The server asked for the acknowledgement though no line shows it (a combo). */
  forceAcknowledgement: boolean;
  acknowledged: boolean;
  onAcknowledge: (value: boolean) => void;
  /** Sells of tax-saving units inside their holding conditions were accepted (spec §1). */
  taxAcknowledged: boolean;
  onTaxAcknowledge: (value: boolean) => void;
  error: string | null;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
  /** What is ordered when there are no preview lines (a combo). */
  summary?: ReactNode;
  /** The total and the bank, repeated right above the confirm button. */
  orderSummary: ReactNode;
}

/** What a careful distributor says before the order (issue 8): risk, fact sheet, cut-off and dates. */
export function ConfirmStep({
  lines,
  suitRiskLevel,
  forceAcknowledgement,
  acknowledged,
  onAcknowledge,
  taxAcknowledged,
  onTaxAcknowledge,
  error,
  busy,
  onConfirm,
  onBack,
  summary,
  orderSummary,
}: Props) {
  const id = useId();
  const needsAck =
    forceAcknowledgement || lines.some((l) => l.order_type !== 'sell' && isRiskierThanCustomer(l.risk_level, suitRiskLevel));
  const needsTaxAck = lines.some((l) => l.holding_condition !== null);
  const [ackError, setAckError] = useState<string | null>(null);
  const confirm = () => {
    if (needsAck && !acknowledged) return setAckError(t.acknowledgeRequired);
    if (needsTaxAck && !taxAcknowledged) return setAckError(t.taxAcknowledgeRequired);
    setAckError(null);
    onConfirm();
  };
  // An acknowledgement message stays until that box is ticked; otherwise the server's refusal shows.
  const stillMissing = ackError === t.acknowledgeRequired ? !acknowledged : ackError !== null && !taxAcknowledged;
  const shownError = stillMissing ? ackError : error;
  const late = lines.find((l) => l.next_day_reason !== null) ?? null;
  const lateDay = late ? t.tradeDay(late.trade_date, formatDate(late.trade_date)) : '';
  return (
    <div css={stepBox}>
      <p css={muted}>{t.yourRisk(suitRiskLevel)}</p>
      {summary}
      {late ? (
        <p css={notice} data-testid="next-day-notice">
          {late.next_day_reason === 'after-cutoff' ? t.afterCutoff(lateDay) : t.nonBusinessDay(lateDay)}
        </p>
      ) : null}
      <ul css={list} aria-label={t.confirmTitle}>
        {lines.map((l) => {
          const risky = l.order_type !== 'sell' && isRiskierThanCustomer(l.risk_level, suitRiskLevel);
          return (
            <li key={`${l.order_type}-${l.fund_shortcode}`}>
              <div css={row}>
                <strong>
                  {t.side(l.order_type)} {l.fund_shortcode}
                </strong>
                <span>{l.amount !== null ? `${formatMoney(l.amount)} บาท` : t.units(formatUnits(l.unit))}</span>
              </div>
              <span css={risky ? riskier : muted}>
                {t.fundRisk(l.risk_level)}
                {risky ? ` · ${t.riskier}` : ''}
              </span>
              <span css={muted}>
                {t.cutoff(l.cutoff_time)} ·{' '}
                {t.dates(formatDate(l.trade_date), formatDate(l.nav_date), formatDate(l.settlement_date))}
              </span>
              {l.holding_condition ? (
                <span css={riskier}>{t.holding[l.holding_condition.reason](formatDate(l.holding_condition.sellable_from))}</span>
              ) : null}
              {l.fact_sheet_url ? (
                <a href={l.fact_sheet_url} target="_blank" rel="noreferrer">
                  {t.factSheet(l.fund_shortcode)}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {orderSummary}
      {needsAck ? (
        <div css={check}>
          <input id={`${id}-ack`} type="checkbox" checked={acknowledged} onChange={(e) => onAcknowledge(e.target.checked)} />
          <label htmlFor={`${id}-ack`}>{t.acknowledge}</label>
        </div>
      ) : null}
      {needsTaxAck ? (
        <div css={check}>
          <input
            id={`${id}-tax-ack`}
            type="checkbox"
            checked={taxAcknowledged}
            onChange={(e) => onTaxAcknowledge(e.target.checked)}
          />
          <label htmlFor={`${id}-tax-ack`}>{t.taxAcknowledge}</label>
        </div>
      ) : null}
      {shownError ? (
        <p role="alert" css={errorText}>
          {shownError}
        </p>
      ) : null}
      <div css={actions}>
        <Button variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
        <Button busy={busy} onClick={confirm}>
          {busy ? t.sending : t.confirm}
        </Button>
      </div>
    </div>
  );
}

import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { isRiskierThanCustomer } from '@port/shared/domain/trade-eligibility';
import { formatDate } from '@port/shared/format/date';
import { Button } from '@port/shared/ui/button';
import { checkboxRow } from '@port/shared/ui/form-control';
import { fastCheckoutMessages as t } from '../messages';
import { useTaxExcess } from '../hooks/use-tax-excess';
import { taxFundMessages as taxFundText } from '../tax-fund-messages';
import { OrderLineList } from './order-line-item';
import { TaxFundConditions, taxFundLines } from './tax-fund-conditions';
import { actions, errorText, muted, notice, nowrap, stepBox } from './styles';

interface Props {
  lines: ProposalOrderLine[];
  suitRiskLevel: number | null;
  /** The customer's allowed risk in the rulebook's words (model/allowed-risk-text). */
  riskText: string;
  /** The server asked for the acknowledgement though no line shows it (a combo). */
  forceAcknowledgement: boolean;
  acknowledged: boolean;
  onAcknowledge: (value: boolean) => void;
  /** Sells of tax-saving units inside their holding conditions were accepted (spec §1). */
  taxAcknowledged: boolean;
  onTaxAcknowledge: (value: boolean) => void;
  /** Buys of tax-saving funds: their holding conditions were accepted (issue 17 item 2). */
  taxFundAcknowledged: boolean;
  onTaxFundAcknowledge: (value: boolean) => void;
  error: string | null;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
  /** What is ordered when there are no preview lines (a combo). */
  summary?: ReactNode;
  /** The total and the bank, repeated right above the confirm button. */
  orderSummary: ReactNode;
}

/** What a careful distributor says before the order (issue 8): risk, fact sheet, cut-off and labelled dates. */
export function ConfirmStep({
  lines,
  suitRiskLevel,
  riskText,
  forceAcknowledgement,
  acknowledged,
  onAcknowledge,
  taxAcknowledged,
  onTaxAcknowledge,
  taxFundAcknowledged,
  onTaxFundAcknowledge,
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
  const needsTaxFundAck = taxFundLines(lines).length > 0;
  const excess = useTaxExcess(lines);
  const [ackError, setAckError] = useState<string | null>(null);
  const confirm = () => {
    if (needsAck && !acknowledged) return setAckError(t.acknowledgeRequired);
    if (needsTaxAck && !taxAcknowledged) return setAckError(t.taxAcknowledgeRequired);
    if (needsTaxFundAck && !taxFundAcknowledged) return setAckError(taxFundText.acknowledgeRequired);
    setAckError(null);
    onConfirm();
  };
  // An acknowledgement message stays until that box is ticked; otherwise the server's refusal shows.
  const ticked: Record<string, boolean> = {
    [t.acknowledgeRequired]: acknowledged,
    [t.taxAcknowledgeRequired]: taxAcknowledged,
    [taxFundText.acknowledgeRequired]: taxFundAcknowledged,
  };
  const stillMissing = ackError !== null && !ticked[ackError];
  const shownError = stillMissing ? ackError : error;
  const late = lines.find((l) => l.next_day_reason !== null) ?? null;
  const lateDay = late ? t.tradeDay(late.trade_date, formatDate(late.trade_date)) : '';
  const orderWord = t.orderWord(lines.map((l) => l.order_type));
  return (
    <div css={stepBox}>
      <p css={muted} data-testid="allowed-risk">
        {riskText}
      </p>
      {summary}
      {late ? (
        <p css={notice} data-testid="next-day-notice">
          {late.next_day_reason === 'after-cutoff' ? t.afterCutoff(orderWord) : t.nonBusinessDay(orderWord)}{' '}
          <span css={nowrap}>({lateDay})</span>
        </p>
      ) : null}
      <OrderLineList lines={lines} suitRiskLevel={suitRiskLevel} label={t.confirmTitle} />
      {orderSummary}
      {needsAck ? (
        <div css={checkboxRow}>
          <input id={`${id}-ack`} type="checkbox" checked={acknowledged} onChange={(e) => onAcknowledge(e.target.checked)} />
          <label htmlFor={`${id}-ack`}>{t.acknowledge}</label>
        </div>
      ) : null}
      <TaxFundConditions lines={lines} excess={excess} checked={taxFundAcknowledged} onChange={onTaxFundAcknowledge} />
      {needsTaxAck ? (
        <div css={checkboxRow}>
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

import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import type { CheckoutPanelProps } from '@port/shared/contracts/checkout-panel';
import { MAX_AMOUNT } from '@port/shared/contracts/common';
import { formatMoney } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { theme } from '@port/shared/ui/theme';
import { useBatchPreview } from '../api/get-batch-preview';
import { useCustomerBanks } from '../api/get-customer-banks';
import { usePlanPra } from '../api/get-plan-pra';
import { useTradingProfile } from '../api/get-trading-profile';
import { useTsfComboPreview } from '../api/get-tsf-combo-preview';
import { useCheckoutFlow } from '../hooks/use-checkout-flow';
import { profileRiskText } from '../model/allowed-risk-text';
import { checkoutModeRow } from '../model/checkout-modes';
import { blockingRefusals } from '../model/refusal-step';
import { fastCheckoutMessages as t } from '../messages';
import { AmountStep } from './amount-step';
import { BankChoice } from './bank-choice';
import { ConfirmStep } from './confirm-step';
import { EligibilityNotice } from './eligibility-notice';
import { OrderSummary } from './order-summary';
import { PraRound } from './pra-round';
import { lineValue, PreviewLines } from './preview-lines';
import { Receipt } from './receipt';
import { actions, errorText, muted, stepBox } from './styles';
import { sumBaht } from '@port/shared/domain/satang';

const panel = css`
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  display: grid;
  gap: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

/**
 * Fast checkout (issue 8; spec §7), exposed as `orders/CheckoutPanel` with the props of
 * `@port/shared/contracts/checkout-panel`: who may trade first, then amount, preview and bank,
 * a confirm step with risk, fact sheets, cut-off and dates, and a receipt.
 */
export function CheckoutPanel({ plan, mode, combo, amount, onDone }: CheckoutPanelProps) {
  const headingId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const row = checkoutModeRow(mode);
  const flow = useCheckoutFlow(mode, plan, combo, amount);
  const profile = useTradingProfile();
  const banks = useCustomerBanks();
  const pra = usePlanPra(plan.account_type, plan.plan_slot, row.previewAmount === 'pra');
  const limits = useBatchPreview(
    row.limits?.type ?? 'topup',
    plan.plan_id,
    row.limits?.amount === 'max' ? MAX_AMOUNT : undefined,
    row.limits !== null && flow.step === 'amount',
  );
  const previewAmount =
    row.previewAmount === 'none' ? undefined : row.previewAmount === 'pra' ? pra.data?.total_amount : (flow.amount ?? undefined);
  const preview = useBatchPreview(
    row.previewType ?? 'topup',
    plan.plan_id,
    previewAmount,
    row.previewType !== null &&
      (row.previewAmount !== 'pra' || pra.data !== undefined) &&
      (flow.step === 'review' || flow.step === 'confirm'),
  );
  // A combo's split per fund and its tax conditions come from the server's combo preview (issue 17 item 5).
  const comboPreview = useTsfComboPreview(
    combo?.combo_id,
    flow.amount ?? undefined,
    mode === 'tsf-combo' && (flow.step === 'review' || flow.step === 'confirm'),
  );
  const lines = (mode === 'tsf-combo' ? comboPreview.data?.lines : preview.data?.lines) ?? [];
  const { mutate: refreshPreview } = preview;
  const { setBankId, bankId } = flow;
  const mainBank = banks.data?.[0]?.bank_id ?? null;
  useEffect(() => {
    if (bankId === null && mainBank !== null) setBankId(mainBank);
  }, [bankId, mainBank, setBankId]);
  useEffect(() => {
    stepHeading.current?.focus();
    // Dates depend on the time of the request: the confirm step reads a fresh preview.
    if (flow.step === 'confirm') void refreshPreview();
  }, [flow.step, refreshPreview]);

  const cancel = () => onDone?.({ status: 'cancelled' });
  const summary =
    row.summary === 'pra' ? (
      <p>{t.praSummary}</p>
    ) : row.summary === 'combo' && combo && flow.amount !== null ? (
      <p>{t.comboSummary(combo.name, formatMoney(flow.amount))}</p>
    ) : null;
  const chosenBank =
    row.bankSource === 'pra' ? (pra.data?.bank ?? null) : (banks.data?.find((b) => b.bank_id === flow.bankId) ?? null);
  const orderSummary = (
    <OrderSummary
      lines={lines}
      amount={row.previewType === null ? flow.amount : null}
      bank={chosenBank}
      praBank={row.bankSource === 'pra'}
    />
  );
  const sent = flow.result ? t.receiptTitleOf(t.orderWord(flow.result.orders.map((o) => o.order_type))) : t.receiptTitle;
  const stepTitle = { amount: t.amountTitle, review: t.previewTitle, confirm: t.confirmTitle, receipt: sent }[flow.step];
  // A PRA while an earlier PRA order is pending is not offered (the server refuses it: 409 PRA_PENDING).
  const praPending = row.previewAmount === 'pra' && (pra.data?.pending_orders?.length ?? 0) > 0;
  const refusals = profile.data ? blockingRefusals(row, profile.data.refusals) : [];
  let body;
  if (profile.error) body = <SectionError error={profile.error} title={t.profileFailed} onRetry={() => void profile.mutate()} />;
  else if (pra.error) body = <SectionError error={pra.error} title={t.previewFailed} onRetry={() => void pra.mutate()} />;
  else if (!profile.data || !banks.data || (flow.step === 'amount' && row.limits !== null && !limits.data && !limits.error)) {
    body = <SkeletonBlock height={220} label={t.loading} />;
  } else if (flow.step !== 'receipt' && refusals.length > 0) {
    body = <EligibilityNotice refusals={refusals} />;
  } else if (flow.step === 'amount') {
    const min = row.minimum === 'combo' ? (combo?.min_amount ?? 0) : row.minimum === 'none' ? 0 : (limits.data?.min_amount ?? 0);
    const sellable = row.sellable ? sumBaht(limits.data?.lines.map(lineValue) ?? []) : null;
    body = (
      <AmountStep
        mode={mode}
        initial={flow.amountText}
        min={min}
        minFund={row.minimum === 'combo' ? null : (limits.data?.min_fund ?? null)}
        sellable={sellable}
        serverError={flow.errors.amount ?? null}
        onNext={flow.chooseAmount}
      />
    );
  } else if (flow.step === 'review') {
    body = (
      <div css={stepBox}>
        {row.summary === 'pra' ? summary : null}
        {row.previewAmount === 'pra' && pra.data ? <PraRound pra={pra.data} /> : null}
        {praPending ? null : row.previewType !== null ? (
          preview.error ? (
            <SectionError error={preview.error} title={t.previewFailed} onRetry={() => void preview.mutate()} />
          ) : preview.data ? (
            <PreviewLines lines={preview.data.lines} showTotal={row.previewTotal} />
          ) : (
            <SkeletonBlock height={160} label={t.loading} />
          )
        ) : (
          <>
            {summary}
            {comboPreview.data ? <PreviewLines lines={comboPreview.data.lines} /> : null}
          </>
        )}
        {row.bankSource === 'choice' ? (
          <BankChoice mode={mode} banks={banks.data} value={flow.bankId} onChange={flow.setBankId} />
        ) : praPending ? null : (
          orderSummary
        )}
        {flow.errors.bank ? (
          <p role="alert" css={errorText}>
            {flow.errors.bank}
          </p>
        ) : null}
        <div css={actions}>
          {row.firstStep === 'amount' ? (
            <Button variant="secondary" onClick={() => flow.setStep('amount')}>
              {t.back}
            </Button>
          ) : null}
          {praPending ? null : (
            <Button onClick={() => flow.setStep('confirm')} disabled={row.previewType !== null && !preview.data}>
              {row.reviewButton === 'extra-round' ? t.pra.extraRoundButton : t.next}
            </Button>
          )}
        </div>
      </div>
    );
  } else if (flow.step === 'confirm') {
    body = (
      <ConfirmStep
        lines={lines}
        suitRiskLevel={profile.data.suit_risk_level}
        riskText={profileRiskText(profile.data)}
        forceAcknowledgement={flow.forceAck}
        acknowledged={flow.acknowledged}
        onAcknowledge={flow.setAcknowledged}
        taxAcknowledged={flow.taxAcknowledged}
        onTaxAcknowledge={flow.setTaxAcknowledged}
        taxFundAcknowledged={flow.taxFundAcknowledged}
        onTaxFundAcknowledge={flow.setTaxFundAcknowledged}
        error={flow.errors.confirm ?? null}
        busy={flow.busy}
        onConfirm={() => void flow.confirm()}
        onBack={() => flow.setStep('review')}
        summary={row.previewType === null ? summary : undefined}
        orderSummary={orderSummary}
      />
    );
  } else if (flow.result) {
    const placed = flow.result;
    body = <Receipt result={placed} onDone={() => onDone?.({ status: 'placed', result: placed })} />;
  }
  return (
    <section css={panel} aria-labelledby={headingId} data-testid="checkout-panel">
      <h2 id={headingId}>{t.title(mode)}</h2>
      <p css={muted} data-user-text>
        {t.planLine(plan.plan_name)}
      </p>
      <h3 ref={stepHeading} tabIndex={-1}>
        {stepTitle}
      </h3>
      {body}
      {flow.step !== 'receipt' && onDone ? (
        <Button variant="ghost" onClick={cancel}>
          {t.close}
        </Button>
      ) : null}
    </section>
  );
}

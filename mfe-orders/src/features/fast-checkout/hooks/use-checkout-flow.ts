import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { emit } from '@port/shared/bus/event-bus';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { CheckoutMode, CheckoutPanelCombo, CheckoutPanelPlan } from '@port/shared/contracts/checkout-panel';
import type { CheckoutResult } from '@port/shared/contracts/fast-checkout';
import { errorMessage, httpStatusOf } from '@port/shared/http/http-error-info';
import { tradingProfileKey } from '../api/get-trading-profile';
import { usePlaceCheckout } from '../api/place-checkout';
import { attemptKey, endAttempt } from '../model/attempt-key';
import { checkoutModeRow, requestAmount } from '../model/checkout-modes';
import { stepForRefusal } from '../model/refusal-step';
import { fastCheckoutMessages as t } from '../messages';

export type FlowStep = 'amount' | 'review' | 'confirm' | 'receipt';
type StepErrors = Partial<Record<'amount' | 'bank' | 'confirm', string>>;

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : '';

/** The steps of one checkout attempt and its confirm (issue 8): one key per attempt, refusals on their step. */
export function useCheckoutFlow(
  mode: CheckoutMode,
  plan: CheckoutPanelPlan,
  combo: CheckoutPanelCombo | undefined,
  prefill?: number,
) {
  const { mutate } = useSWRConfig();
  const place = usePlaceCheckout(mode, plan);
  const row = checkoutModeRow(mode);
  const [step, setStep] = useState<FlowStep>(row.firstStep);
  const [amount, setAmount] = useState<number | null>(null);
  // A prefilled amount (the planned initial one) is typed in for the customer, still checked on 'ถัดไป'.
  const [amountText, setAmountText] = useState(prefill !== undefined && prefill > 0 ? prefill.toFixed(2) : '');
  const [bankId, setBankId] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [forceAck, setForceAck] = useState(false);
  const [taxAcknowledged, setTaxAcknowledged] = useState(false);
  const [taxFundAcknowledged, setTaxFundAcknowledged] = useState(false);
  const [errors, setErrors] = useState<StepErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const scope = `${plan.plan_id}:${mode}`;

  const chooseAmount = useCallback((value: number, text: string) => {
    setAmount(value);
    setAmountText(text);
    setErrors({});
    setStep('review');
  }, []);

  const confirm = useCallback(async () => {
    if (busy) return;
    const request = {
      amount: requestAmount(row, amount),
      bankId: row.request.bank ? bankId : null,
      comboId: combo?.combo_id ?? null,
    };
    const idempotencyKey = attemptKey(scope, request);
    setBusy(true);
    emit('ui/loading', { loading: true });
    try {
      const placed = await place({
        ...request,
        idempotencyKey,
        riskAcknowledged: acknowledged,
        taxHoldingAcknowledged: taxAcknowledged,
        taxFundAcknowledged,
      });
      endAttempt(scope);
      setResult(placed);
      // The receipt says what was sent; a toast would only cover it at 390 px (review item 7).
      setStep('receipt');
    } catch (error) {
      if (httpStatusOf(error) === 422 || httpStatusOf(error) === 404) {
        const code = codeOf(error);
        const target = stepForRefusal(code);
        if (code === 'RISK_ACKNOWLEDGEMENT_REQUIRED') setForceAck(true);
        if (target === 'eligibility') await mutate(tradingProfileKey);
        else {
          // Said on the step where it can be fixed; a mode without an amount step (rebalance, PRA) says an
          // amount refusal ('แผนนี้ไม่มีรายการที่ต้องปรับ') on the confirm step the customer is on (issue 17 "Why" 8).
          const shownOn = target === 'bank' ? 'review' : target === 'amount' && row.firstStep === 'amount' ? 'amount' : 'confirm';
          setErrors({ [shownOn === 'review' ? 'bank' : shownOn]: errorMessage(error) });
          setStep(shownOn);
        }
      } else if (httpStatusOf(error) === 409 && codeOf(error) === 'PRA_PENDING') {
        // An earlier PRA order is still pending: the review step lists it and offers no new one.
        await mutate(portAggregationPaths.planPra(plan.account_type, plan.plan_slot));
        setErrors({ bank: errorMessage(error) });
        setStep('review');
      } else {
        // Said on the confirm step, right above the button to try again (no toast left over the receipt).
        setErrors({ confirm: `${t.sendFailed}: ${errorMessage(error)}` });
      }
    } finally {
      setBusy(false);
      emit('ui/loading', { loading: false });
    }
  }, [busy, row, amount, bankId, combo, scope, place, acknowledged, taxAcknowledged, taxFundAcknowledged, mutate, plan]);

  return {
    step,
    setStep,
    amount,
    amountText,
    chooseAmount,
    bankId,
    setBankId,
    acknowledged,
    setAcknowledged,
    taxAcknowledged,
    setTaxAcknowledged,
    taxFundAcknowledged,
    setTaxFundAcknowledged,
    forceAck,
    errors,
    setErrors,
    busy,
    result,
    confirm,
  };
}

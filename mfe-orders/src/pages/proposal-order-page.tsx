import { css } from '@emotion/react';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { CheckoutResult } from '@port/shared/contracts/fast-checkout';
import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { isRiskierThanCustomer } from '@port/shared/domain/trade-eligibility';
import { errorMessage } from '@port/shared/http/http-error-info';
import { Button } from '@port/shared/ui/button';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { PageTitle } from '@port/shared/ui/page-title';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { theme } from '@port/shared/ui/theme';
import { useCustomerBanks } from '../features/fast-checkout/api/get-customer-banks';
import { useTradingProfile } from '../features/fast-checkout/api/get-trading-profile';
import { BankChoice } from '../features/fast-checkout/components/bank-choice';
import { EligibilityNotice } from '../features/fast-checkout/components/eligibility-notice';
import { OrderLineList } from '../features/fast-checkout/components/order-line-item';
import { OrderSummary } from '../features/fast-checkout/components/order-summary';
import { TaxFundConditions, taxFundLines } from '../features/fast-checkout/components/tax-fund-conditions';
import { useTaxExcess } from '../features/fast-checkout/hooks/use-tax-excess';
import { attemptKey, endAttempt } from '../features/fast-checkout/model/attempt-key';
import { fastCheckoutMessages } from '../features/fast-checkout/messages';
import { confirmProposal, discardProposal } from '../features/proposal-order/api/act-on-proposal';
import { usePlanDetail } from '../features/proposal-order/api/get-plan-detail';
import { useProposalOrder } from '../features/proposal-order/api/get-proposal-order';
import { HeldBackLines } from '../features/proposal-order/components/held-back-lines';
import { ProposalLines } from '../features/proposal-order/components/proposal-lines';
import { proposalOrderMessages as t } from '../features/proposal-order/messages';
import { parseProposalOrderParams, type ProposalOrderParams } from '../features/proposal-order/model/proposal-order-params';

// The discard question is asked by one click in a few: the dialog (Radix Dialog, focus scope,
// scroll lock: ~8 KB gzip) loads when it is first opened, not with the page (issue 19 item 2).
const ConfirmDialog = lazy(() => import('@port/shared/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

const stack = css`
  display: grid;
  gap: ${theme.space.md};
  max-width: 720px;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
const alertText = css`
  margin: 0;
  color: ${theme.color.tone.danger.fg};
`;

/** `/dashboard/{omnibus|segregate}/{planSlot}/proposal-order` (spec §2, §7): confirm or discard the plan's proposal. */
export function ProposalOrderPage() {
  const params = parseProposalOrderParams(useParams());
  if (!params) return <NotFoundPage />;
  return <ProposalOrder params={params} />;
}

function ProposalOrder({ params }: { params: ProposalOrderParams }) {
  const ackId = useId();
  const { mutate } = useSWRConfig();
  const detail = usePlanDetail(params.accountType, params.planSlot);
  const planId = detail.data?.plan.plan_id ?? null;
  const proposal = useProposalOrder(planId);
  const profile = useTradingProfile();
  const banks = useCustomerBanks();
  const [bankId, setBankId] = useState<string | null>(null);
  const [ack, setAck] = useState(false);
  const [taxAck, setTaxAck] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ placed: CheckoutResult } | { discarded: true } | null>(null);
  const mainBank = banks.data?.[0]?.bank_id ?? null;
  useEffect(() => {
    if (bankId === null && mainBank) setBankId(mainBank);
  }, [bankId, mainBank]);
  const planPath = `/dashboard/${params.accountType}/${params.planSlot}`;
  const back = <Link to={planPath}>{t.backToPlan}</Link>;
  const head = (
    <>
      <PageTitle>{t.title}</PageTitle>
      <p data-user-text>{detail.data?.plan.plan_name ?? t.detail(params.accountType, params.planSlot)}</p>
    </>
  );
  const failed = detail.error ?? proposal.error ?? profile.error ?? banks.error;
  if (failed)
    return (
      <div css={stack}>
        {head}
        <SectionError error={failed} title={t.loadFailed} />
        {back}
      </div>
    );
  if (outcome) {
    return (
      <div css={stack}>
        {head}
        <p role="status">{'placed' in outcome ? t.placed : t.discarded}</p>
        {'placed' in outcome ? (
          <ul>
            {outcome.placed.orders.map((o) => (
              <li key={o.order_no}>
                {t.orderNo(o.order_no)} · {o.fund_shortcode} · {o.state_text}
              </li>
            ))}
          </ul>
        ) : null}
        {back}
      </div>
    );
  }
  if (!proposal.data || !profile.data || !banks.data)
    return (
      <div css={stack}>
        {head}
        <SkeletonBlock height={320} label={t.loading} />
      </div>
    );
  if (proposal.data.lines.length === 0)
    return (
      <div css={stack}>
        {head}
        <p>{t.none}</p>
        <HeldBackLines lines={proposal.data.held_back} />
        {back}
      </div>
    );
  const ref = { planId: proposal.data.plan_id, accountType: params.accountType, planSlot: params.planSlot };
  const needsAck = proposal.data.lines.some(
    (l) => l.order_type !== 'sell' && isRiskierThanCustomer(l.risk_level, profile.data!.suit_risk_level),
  );
  const buys = proposal.data.lines.some((l) => l.order_type !== 'sell');
  const needsTaxAck = taxFundLines(proposal.data.lines).length > 0;
  const refusals = profile.data.refusals.filter((r) => r.blocks === 'all' || buys);
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const confirm = () => {
    if (needsAck && !ack) return setError(fastCheckoutMessages.acknowledgeRequired);
    if (needsTaxAck && !taxAck) return setError(t.taxFundAcknowledgeRequired);
    if (!bankId) return setError(fastCheckoutMessages.noBank);
    const scope = `${ref.planId}:proposal`;
    const idempotencyKey = attemptKey(scope, { bankId });
    void act(async () => {
      const placed = await confirmProposal(mutate, ref, {
        bankId,
        idempotencyKey,
        riskAcknowledged: ack,
        taxFundAcknowledged: needsTaxAck && taxAck,
      });
      endAttempt(scope);
      setOutcome({ placed });
    });
  };
  return (
    <div css={stack}>
      {head}
      <ProposalLines proposal={proposal.data}>
        <OrderLineList
          lines={proposal.data.lines}
          suitRiskLevel={profile.data.suit_risk_level}
          label={t.title}
          testId="proposal-line"
        />
      </ProposalLines>
      <HeldBackLines lines={proposal.data.held_back} />
      {refusals.length > 0 ? (
        <EligibilityNotice refusals={refusals} />
      ) : (
        <>
          <BankChoice mode="rebalance" banks={banks.data} value={bankId} onChange={setBankId} />
          <OrderSummary lines={proposal.data.lines} amount={null} bank={banks.data.find((b) => b.bank_id === bankId) ?? null} />
          {needsAck ? (
            <label htmlFor={ackId}>
              <input id={ackId} type="checkbox" checked={ack} onChange={(e) => setAck(e.target.checked)} />{' '}
              {fastCheckoutMessages.acknowledge}
            </label>
          ) : null}
          {needsTaxAck ? <ProposalTaxFundConditions lines={proposal.data.lines} checked={taxAck} onChange={setTaxAck} /> : null}
        </>
      )}
      {error ? (
        <p role="alert" css={alertText}>
          {error}
        </p>
      ) : null}
      <div css={actions}>
        {refusals.length === 0 ? (
          <Button busy={busy} onClick={confirm}>
            {t.confirm}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t.discard}
        </Button>
        {back}
      </div>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            title={t.discardTitle}
            description={t.discardDescription}
            busy={busy}
            onCancel={() => setAsking(false)}
            onConfirm={() =>
              void act(async () => {
                await discardProposal(mutate, ref);
                setAsking(false);
                setOutcome({ discarded: true });
              })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The tax-fund buys' conditions as the server's preview states them (`tax_conditions`, from the
 * tax rulebook: deduction, holding rule, first day to sell), the same box as every checkout path
 * (issue 17 item 2: one source), with what is above the calculator's room on this device.
 */
function ProposalTaxFundConditions(props: { lines: ProposalOrderLine[]; checked: boolean; onChange: (value: boolean) => void }) {
  const excess = useTaxExcess(props.lines);
  return <TaxFundConditions {...props} excess={excess} />;
}

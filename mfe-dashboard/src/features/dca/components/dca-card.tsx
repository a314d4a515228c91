import { useEffect, useRef, useState } from 'react';
import { emit } from '@port/shared/bus/event-bus';
import type { AccountType, PraStatus } from '@port/shared/contracts/enums';
import { needsAdjustment } from '@port/shared/domain/plan-status';
import type { Dca, DcaProfile } from '@port/shared/contracts/pra';
import { formatDate } from '@port/shared/format/date';
import { formatMoney } from '@port/shared/format/number';
import { errorMessage } from '@port/shared/http/http-error-info';
import { Button } from '@port/shared/ui/button';
import { ConfirmDialog } from '@port/shared/ui/confirm-dialog';
import { SectionCard } from '@port/shared/ui/section-card';
import { theme } from '@port/shared/ui/theme';
import { useChangeDca } from '../api/change-dca';
import { DCA_MESSAGES as M } from '../messages';
import { DcaSetUpForm } from './dca-set-up-form';

/** What a link asked the card to open: `?dca=set` (set up / adjust) or `?dca=remove` (issue 22 status cards). */
export type DcaIntent = 'set' | 'remove' | null;

interface Props {
  dca: Dca | null;
  /** Spec §4: a PRA status DCA_NEED_ADJUSTMENT also marks the adjustment. */
  praStatus: PraStatus | null;
  profiles: readonly DcaProfile[];
  planName: string;
  accountType: AccountType;
  planSlot: number;
  planDetailKey: string;
  intent: DcaIntent;
  /** Bangkok day of the page's clock. */
  today: string;
}

const money = (n: number) => formatMoney(n);
const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-dca-key`);

function summary(dca: Dca): string {
  const monthly = money(dca.monthly_amount ?? 0);
  switch (dca.status) {
    case 'need-set':
      return M.needSet(monthly);
    case 'need-adjustment':
      return M.needAdjustment(money(dca.total_amount), monthly);
    case 'need-remove':
      return M.needRemove(money(dca.total_amount));
    case 'match':
      return M.match(money(dca.total_amount), dca.day_of_month ?? 0);
    case 'none':
      return M.none;
  }
}

/** The plan's monthly investing: its state in words, the action that resolves it, its debits (issue 17 item 3; spec §4 DCA). */
export function DcaCard({
  dca: given,
  praStatus,
  profiles,
  planName,
  accountType,
  planSlot,
  planDetailKey,
  intent,
  today,
}: Props) {
  const { setUp, remove } = useChangeDca(accountType, planSlot, planDetailKey);
  const dca: Dca | null = given && needsAdjustment(praStatus, given.status) ? { ...given, status: 'need-adjustment' } : given;
  const canSet = dca !== null && dca.status !== 'need-remove' && (dca.monthly_amount ?? 0) > 0;
  const canRemove = profiles.some((p) => p.status !== 'cancelled');
  const [formOpen, setFormOpen] = useState(intent === 'set' && canSet);
  const [confirmRemove, setConfirmRemove] = useState(intent === 'remove' && canRemove);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<{ fingerprint: string; key: string } | null>(null);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (intent) card.current?.scrollIntoView({ block: 'start' });
  }, [intent]);
  if (!dca && profiles.length === 0) return null;

  const keyFor = (request: unknown) => {
    const fingerprint = JSON.stringify(request);
    if (key.current?.fingerprint !== fingerprint) key.current = { fingerprint, key: newKey() };
    return key.current.key;
  };
  const action =
    dca?.status === 'need-set'
      ? M.setUp
      : dca?.status === 'need-adjustment'
        ? M.adjust
        : dca?.status === 'match'
          ? M.change
          : null;

  async function confirmRemoval() {
    setBusy(true);
    setRemoveFailure(null);
    try {
      await remove(keyFor(['remove', planSlot]));
      key.current = null;
      setConfirmRemove(false);
      emit('ui/success-toast', { title: M.removed });
    } catch (e) {
      setRemoveFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={card} css={{ scrollMarginTop: theme.space.lg }}>
      <SectionCard title={M.title} testId="dca">
        {dca ? (
          <p data-testid="dca-summary" data-status={dca.status}>
            {summary(dca)}
          </p>
        ) : null}
        {dca?.bank && dca.status === 'match' ? (
          <p css={{ margin: 0 }}>
            {M.fromBank} {dca.bank.bank_display_name} {dca.bank.masked_bank_account_no}
            {dca.next_debit_date ? (
              <>
                {' · '}
                {M.nextDate} <span css={{ whiteSpace: 'nowrap' }}>{formatDate(dca.next_debit_date)}</span>
              </>
            ) : null}
          </p>
        ) : null}
        {profiles.length === 0 ? (
          <p>{M.empty}</p>
        ) : (
          <ul css={{ paddingLeft: theme.space.md }}>
            {profiles.map((p) => (
              <li key={p.profile_id} data-testid="dca-profile">
                {p.fund_shortcode} {money(p.amount)} {M.baht} · {M.dayOfMonth(p.day_of_month)} · {M.profileStatus[p.status]}
                {p.next_date ? (
                  <>
                    {' · '}
                    {M.nextDate} <span css={{ whiteSpace: 'nowrap' }}>{formatDate(p.next_date)}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {!formOpen ? (
          <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
            {canSet && action ? (
              <Button variant={dca?.status === 'match' ? 'secondary' : 'primary'} onClick={() => setFormOpen(true)}>
                {action}
              </Button>
            ) : null}
            {canRemove ? (
              <Button variant={dca?.status === 'need-remove' ? 'danger' : 'ghost'} onClick={() => setConfirmRemove(true)}>
                {M.remove}
              </Button>
            ) : null}
          </div>
        ) : dca ? (
          <DcaSetUpForm
            dca={dca}
            today={today}
            onCancel={() => setFormOpen(false)}
            onSubmit={async (input) => {
              await setUp({ ...input, idempotencyKey: keyFor(['set', planSlot, input]) });
              key.current = null;
              setFormOpen(false);
              emit('ui/success-toast', { title: M.saved });
            }}
          />
        ) : null}
        <ConfirmDialog
          open={confirmRemove}
          title={M.removeTitle}
          description={M.removeDescription(planName)}
          confirmText={M.removeConfirm}
          cancelText={M.keep}
          destructive
          busy={busy}
          onConfirm={() => void confirmRemoval()}
          onCancel={() => {
            setConfirmRemove(false);
            setRemoveFailure(null);
          }}
        >
          {removeFailure ? <p role="alert">{removeFailure}</p> : null}
        </ConfirmDialog>
      </SectionCard>
    </div>
  );
}

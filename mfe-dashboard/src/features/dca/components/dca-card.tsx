import { ThaiText } from '@port/shared/ui/thai-text';
import type { PraStatus } from '@port/shared/contracts/enums';
import type { Dca, DcaProfile } from '@port/shared/contracts/pra';
import { needsAdjustment } from '@port/shared/domain/plan-status';
import { DCA_STATUS_TEXT } from '@port/shared/domain/status-messages';
import { formatDate } from '@port/shared/format/date';
import { formatMoney } from '@port/shared/format/number';
import { SectionCard } from '@port/shared/ui/section-card';
import { DCA_MESSAGES as M } from '../messages';
import { theme } from '@port/shared/ui/theme';

interface Props {
  dca: Dca | null;
  profiles: readonly DcaProfile[];
  praStatus: PraStatus | null;
}

/** DCA profiles and their adjustment state (spec §3 dca, §4 DCA statuses and the NeedAdjustment rule). */
export function DcaCard({ dca, profiles, praStatus }: Props) {
  if (!dca && profiles.length === 0) return null;
  const adjust = needsAdjustment(praStatus, dca?.status ?? null);
  return (
    <SectionCard title={M.title} testId="dca">
      {dca ? (
        <p>
          {M.status}: <span data-testid="dca-status">{DCA_STATUS_TEXT[dca.status]}</span> · {M.total}{' '}
          {formatMoney(dca.total_amount)} {M.baht}
        </p>
      ) : null}
      {adjust ? (
        <p role="note" data-testid="dca-needs-adjustment">
          {M.needsAdjustment}
        </p>
      ) : null}
      {profiles.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <ul css={{ paddingLeft: theme.space.md }}>
          {profiles.map((p) => (
            <li key={p.profile_id} data-testid="dca-profile">
              {p.fund_shortcode} {formatMoney(p.amount)} {M.baht} · {M.dayOfMonth(p.day_of_month)} · {M.profileStatus[p.status]}
              {p.next_date ? <ThaiText>{` · ${M.nextDate} ${formatDate(p.next_date)}`}</ThaiText> : ''}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

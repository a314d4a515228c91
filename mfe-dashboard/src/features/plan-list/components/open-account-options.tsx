import { Link } from 'react-router-dom';
import type { CanOa } from '@port/shared/contracts/plan-list';
import type { ProductAccountType } from '@port/shared/contracts/enums';
import { useFeatureFlag } from '@port/shared/http/feature-flags';
import { OPEN_ACCOUNT_READINESS_TEXT as READINESS_TEXT } from '@port/shared/domain/status-messages';
import { offersAnotherAccount } from '@port/shared/domain/open-account-offer';
import { ACCOUNT_TYPE_TEXT, PLAN_LIST_MESSAGES as M } from '../messages';
import { theme } from '@port/shared/ui/theme';

/**
 * can_oa flags from the plan list (spec §3). Rendered only once the plan list has answered: no
 * placeholder rows that later shrink, and nothing misleading when the call failed. The
 * 'open-account' flag off, or an application sent back for correction (`oaStatus`, the plan
 * list's visual_status.oa; shared/domain/open-account-offer): no offer to open another account.
 */
export function OpenAccountOptions({ canOa, oaStatus }: { canOa: CanOa; oaStatus: string }) {
  const flagOn = useFeatureFlag('open-account');
  const entries = (Object.entries(canOa) as [ProductAccountType, CanOa[keyof CanOa]][]).filter(
    // Closed products are not offered at all (issue 13 item 8): no 'เปิดบัญชี' beside 'ปิดให้บริการ'.
    ([, readiness]) => readiness !== 'HIDDEN' && readiness !== 'OPENED' && readiness !== 'DISABLED',
  );
  if (!flagOn || entries.length === 0 || !offersAnotherAccount(oaStatus)) return null;
  return (
    <section aria-label={M.openAccountTitle} data-testid="can-oa">
      <h3 css={{ fontSize: '1rem' }}>{M.openAccountTitle}</h3>
      <ul css={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
        {entries.map(([type, readiness]) => (
          <li key={type} data-readiness={readiness}>
            {readiness === 'READY' ? (
              <Link to="/oa-landing">{ACCOUNT_TYPE_TEXT[type]}</Link>
            ) : (
              <span aria-disabled="true">
                {ACCOUNT_TYPE_TEXT[type]}: {READINESS_TEXT[readiness]}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

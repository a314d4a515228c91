import { Link } from 'react-router-dom';
import { INITIAL_CAN_OA } from '@port/shared/contracts/plan-list';
import type { CanOa } from '@port/shared/contracts/plan-list';
import type { ProductAccountType } from '@port/shared/contracts/enums';
import { OPEN_ACCOUNT_READINESS_TEXT as READINESS_TEXT } from '@port/shared/domain/status-messages';
import { ACCOUNT_TYPE_TEXT, PLAN_LIST_MESSAGES as M } from '../messages';

/** can_oa flags; until the plan list answers every flag is NOT_READY (spec §3). */
export function OpenAccountOptions({ canOa }: { canOa: CanOa | undefined }) {
  const flags = canOa ?? INITIAL_CAN_OA;
  const entries = (Object.entries(flags) as [ProductAccountType, CanOa[keyof CanOa]][]).filter(
    ([, readiness]) => readiness !== 'HIDDEN' && readiness !== 'OPENED',
  );
  if (entries.length === 0) return null;
  return (
    <section aria-label={M.openAccountTitle} data-testid="can-oa">
      <h3 css={{ fontSize: '1rem' }}>{M.openAccountTitle}</h3>
      <ul css={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
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

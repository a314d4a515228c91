import type { TradeRefusal } from '@port/shared/contracts/trading-profile';
import { fastCheckoutMessages as t } from '../messages';
import { notice, stepBox } from './styles';

/** Why the customer cannot place this order, and where to fix it (issue 8: before any amount is typed). */
export function EligibilityNotice({ refusals }: { refusals: TradeRefusal[] }) {
  return (
    <div css={stepBox} role="alert">
      <h3>{t.cannotTrade}</h3>
      {refusals.map((r) => (
        <div key={r.error_code} css={notice}>
          <p>{r.message}</p>
          <a href={r.fix_url}>{r.fix_label}</a>
        </div>
      ))}
    </div>
  );
}

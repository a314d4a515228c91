import { Link } from 'react-router-dom';
import { loginRoute } from '@port/shared/contracts/api-paths';
import type { Sla } from '@port/shared/contracts/plan-select';
import { formatMoney } from '@port/shared/format/number';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { focusRing } from '@port/shared/ui/theme';
import { useMyServiceLevel } from '../api/get-sla';
import { serviceLevelMessages as t } from '../messages';

/** Signed in: the customer's level and how far their assets are from this tier; signed out: the way to sign in. */
export function MyLevel({ sla, signedIn, returnUrl }: { sla: Sla; signedIn: 'unknown' | 'in' | 'out'; returnUrl: string }) {
  const { data, isLoading } = useMyServiceLevel(signedIn === 'in');
  if (signedIn === 'out') {
    return (
      <Link to={loginRoute(returnUrl)} css={focusRing}>
        {t.signInToSee}
      </Link>
    );
  }
  if (signedIn === 'unknown' || isLoading) return <SkeletonBlock height={72} label={t.loading} />;
  const assets = data?.market_value ?? 0;
  const gap = Math.max(0, Math.round((sla.min_aum - assets) * 100) / 100);
  return (
    <div data-testid="my-service-level">
      <p>{data ? t.yourLevel(data.name_th) : t.noLevel}</p>
      <p>{t.yourAssets(formatMoney(assets))}</p>
      <p>{gap === 0 ? t.reached : t.gap(formatMoney(gap))}</p>
    </div>
  );
}

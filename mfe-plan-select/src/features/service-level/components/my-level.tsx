import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { loginRoute } from '@port/shared/contracts/api-paths';
import type { Sla } from '@port/shared/contracts/plan-select';
import { Money } from '@port/shared/ui/money';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { focusRing, theme } from '@port/shared/ui/theme';
import { useMyServiceLevel } from '../api/get-sla';
import { serviceLevelMessages as t } from '../messages';
import { standingFor, type TierStep } from '../model/standing';

// A phone reads each fact as label over value; from 600 px, label beside value.
const facts = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  dt {
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
  }
  dd {
    margin: 0 0 ${theme.space.sm};
    font-weight: ${theme.font.weight.medium};
  }
  @media (min-width: 600px) {
    grid-template-columns: auto 1fr;
    gap: ${theme.space.xs} ${theme.space.md};
    dd {
      margin: 0;
    }
  }
`;
const nowrap = css`
  white-space: nowrap;
`;

/** An amount with its unit kept on one line. */
const Baht = ({ value }: { value: number }) => (
  <span css={nowrap}>
    <Money value={value} withUnit />
  </span>
);

const Gap = ({ label, to }: { label: string; to: TierStep }) => (
  <>
    <dt>{label}</dt>
    <dd>
      {t.stillNeeded} <Baht value={to.gap} /> (<Baht value={to.min} />)
    </dd>
  </>
);

/**
 * Signed in: the customer's tier by their assets (spec §9, the minimums the server's sla/{id} gives), the next tier and
 * how far it is, and this page's tier when it is further; signed out: the way to sign in.
 */
export function MyLevel({ sla, signedIn, returnUrl }: { sla: Sla; signedIn: 'unknown' | 'in' | 'out'; returnUrl: string }) {
  const { data, isLoading } = useMyServiceLevel(signedIn === 'in');
  if (signedIn === 'out') {
    return (
      <Link to={loginRoute(returnUrl)} css={focusRing}>
        {t.signInToSee}
      </Link>
    );
  }
  if (signedIn === 'unknown' || isLoading) return <SkeletonBlock height={120} label={t.loading} />;
  const s = standingFor(data?.market_value ?? 0, sla);
  return (
    <div data-testid="my-service-level">
      <dl css={facts}>
        <dt>{t.currentLevel}</dt>
        <dd data-testid="my-tier">{s.current ?? t.noTier}</dd>
        <dt>{t.yourAssets}</dt>
        <dd>
          <Baht value={s.assets} />
        </dd>
        {s.next ? <Gap label={t.nextLevel(s.next.name)} to={s.next} /> : null}
        {s.page ? <Gap label={t.thisLevel(s.page.name)} to={s.page} /> : null}
      </dl>
      {s.reached ? <p data-testid="sla-reached">{t.reached}</p> : null}
      {!s.next ? <p>{t.topLevel}</p> : null}
    </div>
  );
}

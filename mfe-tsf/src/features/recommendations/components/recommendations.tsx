import { useId, useState } from 'react';
import type { FundTaxType } from '@port/shared/contracts/enums';
import { holdingRuleFor, rulesForYear } from '@port/shared/domain/tax-rules';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { focusRing, theme } from '@port/shared/ui/theme';
import { useAmcInfo } from '../api/get-amc-info';
import { useFundRecommendation } from '../api/get-fund-recommendation';
import { usePlanList } from '../api/get-plan-list';
import { findTaxSavingPlan } from '../model/tax-saving-plan';
import { recommendationMessages as M } from '../messages';
import { CHECKOUT_REGION_ID, ComboCard } from './combo-card';
import { ComboCheckout } from './combo-checkout';
import { FundCard } from './fund-card';
import { TaxTypeTabs } from './tax-type-tabs';

interface Props {
  signedIn: boolean;
  /** The Bangkok tax year: the holding rule shown is the one for a purchase made now. */
  year: number;
  returnUrl: string;
}

const grid = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.space.ms,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
} as const;
const select = {
  font: 'inherit',
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
} as const;

/** Recommended funds and combos per tax type (spec §7 fund-recommendation, amc-info; rmf first), filtered by AMC. */
export function Recommendations({ signedIn, year, returnUrl }: Props) {
  const [taxType, setTaxType] = useState<FundTaxType>('rmf');
  const [amc, setAmc] = useState('');
  const [buying, setBuying] = useState<string | null>(null);
  const filterId = useId();
  const recommendation = useFundRecommendation(taxType);
  const amcs = useAmcInfo();
  const planList = usePlanList(signedIn);
  const plan = findTaxSavingPlan(planList.data);
  // A type bought now without a tax benefit says so instead of a holding period that would not matter.
  const deduction = rulesForYear(year)?.rules[taxType];
  const holding = deduction && !deduction.deductible ? deduction.summary : holdingRuleFor(taxType, year).rule.summary;

  const funds = (recommendation.data?.individual.funds ?? []).filter((f) => !amc || f.amc_code === amc);
  const combos = recommendation.data?.port.combos ?? [];
  // The checkout opens below the combos at full width: the orders panel needs the room.
  const buyingCombo = combos.find((c) => c.combo_id === buying);
  const offered = new Set((recommendation.data?.individual.funds ?? []).map((f) => f.amc_code));
  const amcOptions = (amcs ?? []).filter((a) => offered.has(a.amc_code));

  return (
    <div data-testid="tsf-recommendations">
      <TaxTypeTabs
        value={taxType}
        onChange={(t) => {
          setTaxType(t);
          setAmc('');
          setBuying(null);
        }}
      />
      {recommendation.isLoading || !recommendation.data ? (
        <SkeletonBlock height={320} label={M.loading} />
      ) : combos.length === 0 && recommendation.data.individual.funds.length === 0 ? (
        <p data-testid="tsf-recommendations-empty">{M.empty}</p>
      ) : (
        <>
          {combos.length > 0 ? (
            <>
              <h3 css={{ fontSize: theme.font.size.md, margin: `0 0 ${theme.space.sm}` }}>{M.combosTitle}</h3>
              <ul css={{ ...grid, marginBottom: theme.space.md }}>
                {combos.map((c) => (
                  <ComboCard
                    key={c.combo_id}
                    combo={c}
                    expanded={buying === c.combo_id}
                    onBuy={() => setBuying(buying === c.combo_id ? null : c.combo_id)}
                  />
                ))}
              </ul>
              {buyingCombo ? (
                <div id={CHECKOUT_REGION_ID} css={{ marginBottom: theme.space.md }}>
                  <ComboCheckout
                    key={buyingCombo.combo_id}
                    combo={buyingCombo}
                    signedIn={signedIn}
                    plan={plan}
                    planLoading={planList.isLoading}
                    planFailed={Boolean(planList.error)}
                    onRetryPlan={() => void planList.mutate()}
                    returnUrl={returnUrl}
                    onClose={() => setBuying(null)}
                  />
                </div>
              ) : null}
            </>
          ) : null}
          <div
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: theme.space.sm,
              marginBottom: theme.space.sm,
            }}
          >
            <h3 css={{ fontSize: theme.font.size.md, margin: 0 }}>{M.fundsTitle}</h3>
            <span>
              <label htmlFor={filterId} css={{ marginRight: theme.space.xs }}>
                {M.amcFilter}
              </label>
              <select id={filterId} value={amc} onChange={(e) => setAmc(e.target.value)} css={[select, focusRing]}>
                <option value="">{M.allAmcs}</option>
                {amcOptions.map((a) => (
                  <option key={a.amc_code} value={a.amc_code}>
                    {a.name_th}
                  </option>
                ))}
              </select>
            </span>
          </div>
          {funds.length === 0 ? (
            <p>{amc ? M.emptyForAmc : M.empty}</p>
          ) : (
            <ul css={grid}>
              {funds.map((f) => (
                <FundCard key={f.fund_shortcode} fund={f} amc={amcs?.find((a) => a.amc_code === f.amc_code)} holding={holding} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

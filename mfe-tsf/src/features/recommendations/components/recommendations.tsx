import { useId, useState } from 'react';
import type { CheckoutPanelCombo } from '@port/shared/contracts/checkout-panel';
import type { FundTaxType } from '@port/shared/contracts/enums';
import { holdingRuleFor, rulesForYear, TAX_TYPE_LABEL, taxTypesByUsefulness } from '@port/shared/domain/tax-rules';
import { buddhistYear } from '@port/shared/domain/tax-year';
import { useFeatureFlag } from '@port/shared/http/feature-flags';
import type { ModuleLoader } from '@port/shared/ui/remote-component';
import { Link } from 'react-router-dom';
import { primaryLink } from '@port/shared/ui/primary-link';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { ThaiText } from '@port/shared/ui/thai-text';
import { focusRing, theme } from '@port/shared/ui/theme';
import { useAmcInfo } from '../api/get-amc-info';
import { useFundRecommendation } from '../api/get-fund-recommendation';
import { usePlanList } from '../api/get-plan-list';
import { useTradingProfile } from '../api/get-trading-profile';
import { findTaxSavingPlan } from '../model/tax-saving-plan';
import { recommendationMessages as M } from '../messages';
import { CHECKOUT_REGION_ID, ComboCard } from './combo-card';
import { ComboCheckout, TAX_SAVING_PLAN_TYPE_PATH } from './combo-checkout';
import { cardGrid, FundList } from './fund-list';
import { TaxTypeTabs } from './tax-type-tabs';

interface Props {
  signedIn: boolean;
  /** The Bangkok tax year: the rules and holding period shown are those of a purchase made now. */
  year: number;
  returnUrl: string;
  /** Tests pass their own module loader; the app loads `orders/CheckoutPanel` through the shell. */
  loader?: ModuleLoader;
}

const select = {
  font: 'inherit',
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
} as const;
const notice = {
  margin: `0 0 ${theme.space.md}`,
  padding: theme.space.ms,
  background: theme.color.surfaceMuted,
  borderRadius: theme.radius.box,
} as const;

/**
 * Recommended funds and combos per tax type (spec §7 fund-recommendation, amc-info; rmf by default),
 * the types that deduct this year first. A type whose purchase gives no deduction this year is shown
 * as information only (no combos, no buy buttons); a combo or one fund is bought through orders/CheckoutPanel.
 * A customer without a tax-saving plan gets one action, creating the plan, and no buy buttons.
 */
export function Recommendations({ signedIn, year, returnUrl, loader }: Props) {
  const [taxType, setTaxType] = useState<FundTaxType>('rmf');
  const [amc, setAmc] = useState('');
  const [buying, setBuying] = useState<string | null>(null);
  const filterId = useId();
  const recommendation = useFundRecommendation(taxType);
  const amcs = useAmcInfo();
  const planList = usePlanList(signedIn);
  // The 'tax-saving-fund-combo' flag off: no combos offered, single funds only.
  const comboOn = useFeatureFlag('tax-saving-fund-combo');
  const profile = useTradingProfile(signedIn);
  const plan = findTaxSavingPlan(planList.data);
  // A customer without a tax-saving plan creates it first: that is the one action, nothing to buy yet.
  const noPlan = signedIn && !planList.isLoading && !planList.error && planList.data !== undefined && plan === null;
  const rules = rulesForYear(year);
  const be = buddhistYear(year);
  const rule = rules?.rules[taxType];
  const closed = rule !== undefined && !rule.deductible;
  const label = TAX_TYPE_LABEL[taxType];
  const held = holdingRuleFor(taxType, year);
  const holding = closed
    ? `${M.deduction}: ${rule.summary}`
    : `${M.holding}: ${held.exact ? held.rule.summary : M.holdingUnconfirmed(held.rule.years)}`;

  const funds = (recommendation.data?.individual.funds ?? []).filter((f) => !amc || f.amc_code === amc);
  const combos = closed || !comboOn ? [] : (recommendation.data?.port.combos ?? []);
  const buyingCombo = combos.find((c) => c.combo_id === buying);
  const offered = new Set((recommendation.data?.individual.funds ?? []).map((f) => f.amc_code));
  const amcOptions = (amcs ?? []).filter((a) => offered.has(a.amc_code));
  const checkout = (combo: CheckoutPanelCombo) => (
    <ComboCheckout
      key={combo.combo_id}
      combo={combo}
      signedIn={signedIn}
      plan={plan}
      planLoading={planList.isLoading}
      planFailed={Boolean(planList.error)}
      onRetryPlan={() => void planList.mutate()}
      returnUrl={returnUrl}
      onClose={() => setBuying(null)}
      loader={loader}
    />
  );

  return (
    <div data-testid="tsf-recommendations">
      <TaxTypeTabs
        value={taxType}
        types={taxTypesByUsefulness(rules)}
        noDeductionYear={(t) => (rules && !rules.rules[t].deductible ? be : null)}
        onChange={(t) => {
          setTaxType(t);
          setAmc('');
          setBuying(null);
        }}
      />
      {noPlan && !closed ? (
        <div css={notice} data-testid="tsf-no-plan">
          <p css={{ margin: `0 0 ${theme.space.sm}` }}>
            <ThaiText>{M.noPlan}</ThaiText>
          </p>
          <Link to={TAX_SAVING_PLAN_TYPE_PATH} css={[primaryLink, focusRing]}>
            {M.createPlan}
          </Link>
        </div>
      ) : null}
      {closed ? (
        <p css={notice} data-testid="tsf-no-deduction">
          <ThaiText>{M.noDeduction(label, be, rule.summary)}</ThaiText>
        </p>
      ) : rule?.provisional ? (
        <p css={notice} data-testid="tsf-provisional">
          <ThaiText>{M.provisional(label, be)}</ThaiText>
        </p>
      ) : null}
      {recommendation.isLoading || !recommendation.data ? (
        <SkeletonBlock height={320} label={M.loading} />
      ) : combos.length === 0 && recommendation.data.individual.funds.length === 0 ? (
        <p data-testid="tsf-recommendations-empty">{M.empty}</p>
      ) : (
        <>
          {combos.length > 0 ? (
            <>
              <h3 css={{ fontSize: theme.font.size.md, margin: `0 0 ${theme.space.sm}` }}>{M.combosTitle}</h3>
              <ul css={{ ...cardGrid, marginBottom: theme.space.md }}>
                {combos.map((c) => (
                  <ComboCard
                    key={c.combo_id}
                    combo={c}
                    expanded={buying === c.combo_id}
                    onBuy={noPlan ? undefined : () => setBuying(buying === c.combo_id ? null : c.combo_id)}
                  />
                ))}
              </ul>
              {buyingCombo ? (
                <div id={CHECKOUT_REGION_ID} css={{ marginBottom: theme.space.md }}>
                  {checkout(buyingCombo)}
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
            <h3 css={{ fontSize: theme.font.size.md, margin: 0 }}>{closed ? M.fundsInfoTitle(label) : M.fundsTitle}</h3>
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
            <FundList
              funds={funds}
              amcs={amcs}
              holding={holding}
              buyable={!closed && !noPlan}
              allowedRisk={profile.data?.suit_risk_level ?? null}
              buying={buying}
              onBuy={setBuying}
              checkout={(f, id) =>
                checkout({
                  combo_id: id,
                  name: M.singleFundName(f.fund_shortcode, f.fund_name_th),
                  min_amount: f.min_initial_amount,
                })
              }
            />
          )}
        </>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { MAX_PLAN_FUNDS } from '@port/shared/contracts/asset-list';
import type { Fund } from '@port/shared/contracts/fund';
import { fundFitForPlan, type PlanForFundList } from '@port/shared/domain/plan-fund-list';
import { formatMoney } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { focusRing, theme } from '@port/shared/ui/theme';
import { formStyles } from '../../../components/form-styles';
import { FUND_CART_MESSAGES as M } from '../messages';

interface Props {
  funds: readonly Fund[];
  plan: PlanForFundList;
  inCart: ReadonlySet<string>;
  full: boolean;
  onAdd: (fundCode: string) => void;
}

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm } as const;
const row = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  padding: theme.space.sm,
  border: `1px solid ${theme.color.borderSubtle}`,
  borderRadius: theme.radius.box,
} as const;
const facts = { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted } as const;

const matches = (fund: Fund, query: string) => {
  const q = query.trim().toLowerCase();
  return q === '' || fund.fund_shortcode.toLowerCase().includes(q) || fund.fund_name_th.toLowerCase().includes(q);
};

/**
 * The funds a plan may hold, each with its add button (spec §7 fund-list, issue 22 item 3); the
 * rest folded below with the rulebook's reason (shared/domain/plan-fund-list), never silently hidden.
 */
export function FundCatalogue({ funds, plan, inCart, full, onAdd }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = funds.filter((f) => matches(f, query));
  const fits = shown.map((fund) => ({ fund, fit: fundFitForPlan(fund, plan) }));
  const allowed = fits.filter((f) => f.fit.ok).map((f) => f.fund);
  const refused = fits.flatMap((f) => (f.fit.ok ? [] : [{ fund: f.fund, reason: f.fit.reason }]));
  return (
    <div css={{ display: 'grid', gap: theme.space.ms }} data-testid="fund-catalogue">
      <div css={{ display: 'grid', gap: theme.space.xs }}>
        <label htmlFor={`${id}-search`}>{M.search}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          css={[formStyles.control, focusRing]}
        />
      </div>
      {full ? <p css={facts}>{M.cartFull(MAX_PLAN_FUNDS)}</p> : null}
      {allowed.length === 0 ? <p css={{ margin: 0 }}>{M.noMatch}</p> : null}
      <ul css={list} aria-label={M.catalogueTitle}>
        {allowed.map((fund) => (
          <li key={fund.fund_shortcode} css={row}>
            <div css={{ minWidth: 0, flex: '1 1 14rem' }}>
              <strong>{fund.fund_shortcode}</strong>
              <p css={{ margin: 0 }}>{fund.fund_name_th}</p>
              <p css={facts}>
                {fund.aimc_category_th} · {M.risk(fund.risk_level)} · {M.minInvest(formatMoney(fund.min_initial_amount))}
              </p>
            </div>
            {inCart.has(fund.fund_shortcode) ? (
              <span css={facts}>{M.inCart}</span>
            ) : (
              <Button
                variant="secondary"
                aria-label={M.add(fund.fund_shortcode)}
                disabled={full}
                onClick={() => onAdd(fund.fund_shortcode)}
              >
                {M.addShort}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {refused.length > 0 ? (
        <details data-testid="funds-not-allowed">
          <summary css={[{ cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center' }, focusRing]}>
            {M.notAllowedCount(refused.length)}
          </summary>
          <ul css={[list, { marginTop: theme.space.sm }]}>
            {refused.map(({ fund, reason }) => (
              <li key={fund.fund_shortcode} css={row}>
                <div>
                  <strong>{fund.fund_shortcode}</strong> {fund.fund_name_th}
                  <p css={facts}>{reason}</p>
                </div>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

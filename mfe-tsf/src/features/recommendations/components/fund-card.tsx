import type { AmcInfo, RecommendedFund } from '@port/shared/contracts/fund';
import { formatMoney, formatPercent } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import { recommendationMessages as M } from '../messages';

const card = {
  border: `1px solid ${theme.color.borderSubtle}`,
  borderRadius: theme.radius.box,
  padding: theme.space.ms,
} as const;
const muted = { color: theme.color.textMuted, fontSize: theme.font.size.sm } as const;

function Return({ years, value }: { years: number; value: number | null }) {
  const tone = value === null || value === 0 ? theme.color.text : value > 0 ? theme.color.profit : theme.color.loss;
  return (
    <div>
      <dt css={muted}>{M.years(years)}</dt>
      <dd css={{ margin: 0, color: tone, fontVariantNumeric: 'tabular-nums' }}>{formatPercent(value, { signed: true })}</dd>
    </div>
  );
}

/** The region the checkout of the chosen single fund opens in (the row below its card). */
export const FUND_CHECKOUT_REGION_ID = 'tsf-fund-checkout';

interface Props {
  fund: RecommendedFund;
  amc: AmcInfo | undefined;
  /** The holding condition (or, for a type without a deduction this year, why), with its label. */
  holding: string;
  /** Absent when the fund is not offered for buying (its type gives no deduction this year). */
  buy?: { expanded: boolean; onBuy: () => void } | undefined;
  /** The customer's allowed fund risk when this fund is above it (issue 17 "Why" 7); null otherwise. */
  aboveAllowed?: number | null;
}

/** A recommended fund: who manages it, its risk, past returns, minimum, holding rule, fact sheet and one action: buy it. */
export function FundCard({ fund, amc, holding, buy, aboveAllowed = null }: Props) {
  return (
    <li css={card} data-testid={`tsf-fund-${fund.fund_shortcode}`}>
      <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
        {amc?.logo_url ? (
          <img
            src={amc.logo_url}
            alt=""
            width={32}
            height={32}
            css={{ borderRadius: theme.radius.sm, background: theme.color.surfaceSubtle }}
          />
        ) : null}
        <div>
          <strong>{fund.fund_shortcode}</strong>
          <div css={muted}>{amc?.name_th ?? fund.amc_code}</div>
        </div>
      </div>
      <p css={{ margin: `${theme.space.xs} 0` }}>{fund.fund_name_th}</p>
      <p css={{ ...muted, margin: 0 }}>
        <ThaiText>{`${M.risk(fund.risk_level)} · ${fund.aimc_category_th} · ${M.minimum} ${formatMoney(fund.min_initial_amount)} ${M.baht}`}</ThaiText>
      </p>
      {aboveAllowed !== null ? (
        <p css={{ margin: `${theme.space.xs} 0 0`, color: theme.color.tone.warning.fg }} data-testid="above-allowed-risk">
          <ThaiText>{M.aboveAllowed(aboveAllowed)}</ThaiText>
        </p>
      ) : null}
      <p css={{ ...muted, margin: `${theme.space.xs} 0 0` }}>{M.returns}</p>
      <dl css={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: theme.space.sm, margin: `${theme.space.xs} 0` }}>
        <Return years={1} value={fund.return_1y} />
        <Return years={3} value={fund.return_3y} />
        <Return years={5} value={fund.return_5y} />
      </dl>
      <p css={{ ...muted, margin: `0 0 ${theme.space.xs}` }}>
        <ThaiText>{holding}</ThaiText>
      </p>
      {fund.fact_sheet_url ? (
        <a href={fund.fact_sheet_url} target="_blank" rel="noreferrer">
          {M.factSheet}
        </a>
      ) : (
        <span css={muted}>{M.noFactSheet}</span>
      )}
      {buy ? (
        <div css={{ marginTop: theme.space.sm }}>
          <Button
            variant="secondary"
            onClick={buy.onBuy}
            aria-expanded={buy.expanded}
            aria-controls={buy.expanded ? FUND_CHECKOUT_REGION_ID : undefined}
          >
            {M.buyFund(fund.fund_shortcode)}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

import { Fragment, type ReactNode } from 'react';
import type { AmcInfo, RecommendedFund } from '@port/shared/contracts/fund';
import { singleFundComboId } from '@port/shared/contracts/fund';
import { theme } from '@port/shared/ui/theme';
import { FUND_CHECKOUT_REGION_ID, FundCard } from './fund-card';

export const cardGrid = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.space.ms,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
} as const;

/** The one-fund combo id of a fund, or null for a code the checkout cannot take (then no buy button). */
export function buyIdOf(code: string): string | null {
  try {
    return singleFundComboId(code);
  } catch {
    return null;
  }
}

interface Props {
  funds: readonly RecommendedFund[];
  amcs: readonly AmcInfo[] | undefined;
  holding: string;
  /** False for a type that gives no deduction this year: the cards are information only. */
  buyable: boolean;
  /** The one-fund combo id being bought, if any. */
  buying: string | null;
  onBuy: (id: string | null) => void;
  /** The checkout of the fund being bought, shown in a full-width row right below its card. */
  checkout: (fund: RecommendedFund, id: string) => ReactNode;
  /** The customer's allowed fund risk (1–8) when current; funds above it are flagged. */
  allowedRisk?: number | null;
}

/** Recommended funds as cards; buying one opens its checkout directly below it (issue 10 item 3). */
export function FundList({ funds, amcs, holding, buyable, buying, onBuy, checkout, allowedRisk = null }: Props) {
  return (
    <ul css={cardGrid}>
      {funds.map((f) => {
        const id = buyable ? buyIdOf(f.fund_shortcode) : null;
        const open = id !== null && buying === id;
        return (
          <Fragment key={f.fund_shortcode}>
            <FundCard
              fund={f}
              amc={amcs?.find((a) => a.amc_code === f.amc_code)}
              holding={holding}
              aboveAllowed={allowedRisk !== null && f.risk_level > allowedRisk ? allowedRisk : null}
              buy={id === null ? undefined : { expanded: open, onBuy: () => onBuy(open ? null : id) }}
            />
            {open ? (
              <li id={FUND_CHECKOUT_REGION_ID} css={{ gridColumn: '1 / -1' }}>
                {checkout(f, id)}
              </li>
            ) : null}
          </Fragment>
        );
      })}
    </ul>
  );
}

import { css } from '@emotion/react';
import { wealthTierFor } from '@port/shared/domain/wealth-tier';
import { ThaiText } from '@port/shared/ui/thai-text';
import { SUMMARY_MESSAGES as M } from '../messages';
import { theme } from '@port/shared/ui/theme';

const badge = css`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.tier.bg};
  color: ${theme.color.tier.fg};
  font-size: 0.875rem;
`;

/** The customer's wealth tier for their amount (spec §9); nothing below the first tier. */
export function WealthTierBadge({ amount }: { amount: number }) {
  const tier = wealthTierFor(amount);
  if (!tier) return null;
  return (
    <span css={badge} data-testid="wealth-tier">
      <ThaiText>{M.tierBadge(M.tierNames[tier])}</ThaiText>
    </span>
  );
}

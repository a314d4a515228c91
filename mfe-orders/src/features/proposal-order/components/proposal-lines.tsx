import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ProposalOrder } from '@port/shared/contracts/order';
import { formatMoney } from '@port/shared/format/number';
import { theme } from '@port/shared/ui/theme';
import { proposalOrderMessages as t } from '../messages';

const row = css`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
const nowrap = css`
  white-space: nowrap;
`;

/**
 * The proposal's lines (`children`: the page passes the checkout's line list, so a proposal line
 * says what a checkout line says — issue 8 review item 4) and the total to buy.
 */
export function ProposalLines({ proposal, children }: { proposal: ProposalOrder; children: ReactNode }) {
  return (
    <>
      {children}
      <div css={row}>
        <strong>{t.totalBuy}</strong>
        <strong css={nowrap} data-testid="proposal-total-buy">
          {formatMoney(proposal.total_buy_amount)} บาท
        </strong>
      </div>
    </>
  );
}

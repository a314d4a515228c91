import type { Pra } from '@port/shared/contracts/pra';
import { PRA_STATUS_TEXT } from '@port/shared/domain/status-messages';
import { formatMoney } from '@port/shared/format/number';
import { SectionCard } from '@port/shared/ui/section-card';
import { PRA_MESSAGES as M } from '../messages';
import { focusRing, theme } from '@port/shared/ui/theme';
import { Link } from 'react-router-dom';
import { InvestmentView } from './investment-view';

/**
 * Regular investment (PRA): status, debit day, amounts and the bank (spec §3 Pra). In error it
 * says why and links to `contactHref`, the plan's contact page (issue 22).
 */
export function PraCard({ pra, contactHref }: { pra: Pra; contactHref?: string }) {
  return (
    <SectionCard title={M.title} testId="pra">
      {/* The value column may shrink below its longest word and wraps (minmax(0, 1fr), overflow-wrap):
          at 320 px in a fallback font the bank account number used to push the page sideways. */}
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          gap: `${theme.space.xs} ${theme.space.md}`,
          margin: 0,
          dd: { margin: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>{M.status}</dt>
        <dd data-testid="pra-status">{PRA_STATUS_TEXT[pra.status]}</dd>
        {pra.pra_date !== null ? (
          <>
            <dt>{M.date}</dt>
            <dd>{M.dayOfMonth(pra.pra_date)}</dd>
          </>
        ) : null}
        <dt>{M.total}</dt>
        <dd data-testid="pra-total">
          {formatMoney(pra.total_amount)} {M.baht}
        </dd>
        {pra.topup_amount > 0 ? (
          <>
            <dt>{M.topup}</dt>
            <dd>
              {formatMoney(pra.topup_amount)} {M.baht}
            </dd>
          </>
        ) : null}
        <dt>{M.minInvest}</dt>
        <dd>
          {formatMoney(pra.min_invest)} {M.baht}
        </dd>
        {pra.bank ? (
          <>
            <dt>{M.bank}</dt>
            <dd css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }} data-testid="pra-bank">
              {pra.bank.bank_logo_url ? <img src={pra.bank.bank_logo_url} alt="" width={20} height={20} /> : null}
              <span css={{ minWidth: 0 }}>
                {pra.bank.bank_display_name}{' '}
                <span css={{ display: 'inline-block', maxWidth: '100%' }}>{pra.bank.masked_bank_account_no}</span>
              </span>
            </dd>
          </>
        ) : null}
      </dl>
      {pra.error_message ? <p role="alert">{pra.error_message}</p> : null}
      {pra.status === 'PRA_ERROR' && contactHref ? (
        <Link to={contactHref} css={focusRing}>
          {M.contact}
        </Link>
      ) : null}
      {pra.investment_view ? <InvestmentView view={pra.investment_view} funds={pra.pra_list} /> : null}
    </SectionCard>
  );
}

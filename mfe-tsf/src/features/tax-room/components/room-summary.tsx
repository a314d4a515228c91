import { Fragment } from 'react';
import { TAX_TYPE_LABEL, taxTypesByUsefulness, type TaxYearRules } from '@port/shared/domain/tax-rules';
import { formatSatang } from '@port/shared/domain/satang';
import { theme } from '@port/shared/ui/theme';
import type { RoomResult } from '@port/shared/domain/tax-room';
import { roomMessages as M } from '../messages';

/**
 * The number that matters first (review item 4): how much more of each deductible type can be bought
 * this year, right under the income field (so appearing it never moves the field being typed in).
 * Without an income nothing is shown and no space is kept (the intro already asks for the income).
 */
export function RoomSummary({ result, rules }: { result: RoomResult | null; rules: TaxYearRules }) {
  const byType = new Map((result?.types ?? []).map((t) => [t.taxType, t]));
  const deductible = taxTypesByUsefulness(rules).filter((t) => rules.rules[t].deductible);
  return (
    <div aria-live="polite" data-testid="tsf-room-summary">
      {result ? (
        <p css={{ margin: `0 0 ${theme.space.ms}` }}>
          <strong>{M.colRoom}</strong>{' '}
          {deductible.map((t, i) => (
            // The separator sits outside the kept-together piece, so the line may break there.
            <Fragment key={t}>
              {i > 0 ? ' · ' : ''}
              <span css={{ whiteSpace: 'nowrap' }} data-testid={`tsf-room-summary-${t}`}>
                {TAX_TYPE_LABEL[t]} <strong>{formatSatang(byType.get(t)?.roomSatang ?? 0n)}</strong> {M.baht}
              </span>
            </Fragment>
          ))}
        </p>
      ) : null}
    </div>
  );
}

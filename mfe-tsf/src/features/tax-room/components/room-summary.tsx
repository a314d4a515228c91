import { TAX_TYPE_LABEL, taxTypesByUsefulness, type TaxYearRules } from '@port/shared/domain/tax-rules';
import { formatSatang } from '@port/shared/domain/satang';
import { TaxText } from '@port/shared/ui/tax-text';
import { theme } from '@port/shared/ui/theme';
import type { RoomResult } from '../model/room';
import { roomMessages as M } from '../messages';

/**
 * The number that matters first (review item 4): how much more of each deductible type can be bought
 * this year, at the top of the calculator. Its slot keeps two lines' height, so typing the income
 * below never moves the field; without an income it asks for one.
 */
export function RoomSummary({ result, rules }: { result: RoomResult | null; rules: TaxYearRules }) {
  const byType = new Map((result?.types ?? []).map((t) => [t.taxType, t]));
  const deductible = taxTypesByUsefulness(rules).filter((t) => rules.rules[t].deductible);
  return (
    <div css={{ minHeight: '3.2em', margin: `0 0 ${theme.space.sm}` }} aria-live="polite" data-testid="tsf-room-summary">
      {result ? (
        <p css={{ margin: 0 }}>
          <strong>{M.colRoom}</strong>{' '}
          {deductible.map((t, i) => (
            <span key={t} css={{ whiteSpace: 'nowrap' }} data-testid={`tsf-room-summary-${t}`}>
              {i > 0 ? ' · ' : ''}
              {TAX_TYPE_LABEL[t]} <strong>{formatSatang(byType.get(t)?.roomSatang ?? 0n)}</strong> {M.baht}
            </span>
          ))}
        </p>
      ) : (
        <p css={{ margin: 0, color: theme.color.textMuted }} data-testid="tsf-room-enter-income">
          <TaxText>{M.enterIncome}</TaxText>
        </p>
      )}
    </div>
  );
}

import type { FundTaxType } from '@port/shared/contracts/enums';
import { TAX_TYPE_LABEL } from '@port/shared/domain/tax-rules';
import { focusRing, theme } from '@port/shared/ui/theme';
import { recommendationMessages as M } from '../messages';

const tab = {
  font: 'inherit',
  minHeight: '40px',
  padding: `${theme.space.xs} ${theme.space.md}`,
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  color: theme.color.text,
  cursor: 'pointer',
  textAlign: 'left',
} as const;
const selected = { background: theme.color.primary, borderColor: theme.color.primary, color: theme.color.onPrimary } as const;

interface Props {
  value: FundTaxType;
  onChange: (t: FundTaxType) => void;
  /** Most useful first (`taxTypesByUsefulness`): what deducts this year before what does not. */
  types: readonly FundTaxType[];
  /** The Buddhist-era year a type gives no deduction for, or null when it does. */
  noDeductionYear: (t: FundTaxType) => number | null;
}

/** One button per tax type (a group of toggle buttons: each says whether it is the one shown, and when it gives no deduction). */
export function TaxTypeTabs({ value, onChange, types, noDeductionYear }: Props) {
  return (
    <div
      role="group"
      aria-label={M.tabsLabel}
      css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginBottom: theme.space.md }}
    >
      {types.map((t) => {
        const closed = noDeductionYear(t);
        return (
          <button
            key={t}
            type="button"
            aria-pressed={t === value}
            onClick={() => onChange(t)}
            data-testid={`tsf-tab-${t}`}
            css={[tab, t === value ? selected : null, focusRing]}
          >
            {TAX_TYPE_LABEL[t]}
            {closed !== null ? (
              <span css={{ display: 'block', fontSize: theme.font.size.sm }}>{M.tabNoDeduction(closed)}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

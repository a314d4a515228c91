import type { FundTaxType } from '@port/shared/contracts/enums';
import { TAX_TYPES, TAX_TYPE_LABEL } from '@port/shared/domain/tax-rules';
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
} as const;
const selected = { background: theme.color.primary, borderColor: theme.color.primary, color: theme.color.onPrimary } as const;

/** One button per tax type (a group of toggle buttons: each says whether it is the one shown). */
export function TaxTypeTabs({ value, onChange }: { value: FundTaxType; onChange: (t: FundTaxType) => void }) {
  return (
    <div
      role="group"
      aria-label={M.tabsLabel}
      css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginBottom: theme.space.md }}
    >
      {TAX_TYPES.map((t) => (
        <button
          key={t}
          type="button"
          aria-pressed={t === value}
          onClick={() => onChange(t)}
          css={[tab, t === value ? selected : null, focusRing]}
        >
          {TAX_TYPE_LABEL[t]}
        </button>
      ))}
    </div>
  );
}

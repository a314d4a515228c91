import type { TaxSavingYear } from '@port/shared/contracts/tax-saving';
import { formatMoney } from '@port/shared/format/number';
import { formatSatang, satangFromNumber } from '@port/shared/domain/satang';
import type { FundTaxType } from '@port/shared/contracts/enums';
import { deductibleAtMost, type IncomeFigures } from '@port/shared/domain/tax-rulebook';
import { rulesForYear, TAX_TYPES, TAX_TYPE_LABEL, taxTypesByUsefulness } from '@port/shared/domain/tax-rules';
import { buddhistYear } from '@port/shared/domain/tax-year';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import type { TwoYears } from '../model/two-years';
import { totalsMessages as M } from '../messages';
import { useMinimumLoading } from '@port/shared/ui/loading-state';

const yearsGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: theme.space.md,
} as const;

function YearTable({ row, caption, income }: { row: TaxSavingYear; caption: string; income: IncomeFigures | null }) {
  // Summed in integer satang: no float ever adds money.
  const total = formatSatang(TAX_TYPES.reduce((sum, t) => sum + satangFromNumber(row.cost[t]), 0n));
  // Most useful types first; a purchase that gave no deduction in its year says so beside its amount.
  const rules = rulesForYear(row.year);
  const noDeduction = (t: (typeof TAX_TYPES)[number]) => rules !== null && !rules.rules[t].deductible && row.cost[t] > 0;
  // The most these purchases can deduct by the year's rules (caps; 30 % of the income typed on this device, if any).
  const bought = Object.fromEntries(TAX_TYPES.map((t) => [t, satangFromNumber(row.cost[t])])) as Record<FundTaxType, bigint>;
  const atMost = deductibleAtMost(row.year, bought, income);
  const deductible = atMost === null ? null : formatSatang(atMost);
  return (
    <table
      data-testid={`tsf-year-${row.year}`}
      css={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}
    >
      <caption css={{ textAlign: 'left', fontWeight: theme.font.weight.bold, paddingBottom: theme.space.xs }}>
        {caption} {M.year(buddhistYear(row.year))}
      </caption>
      <thead>
        <tr css={{ color: theme.color.textMuted, fontSize: theme.font.size.sm }}>
          <th scope="col" css={{ textAlign: 'left', fontWeight: theme.font.weight.regular }}>
            {M.taxType}
          </th>
          <th scope="col" css={{ textAlign: 'right', fontWeight: theme.font.weight.regular }}>
            {M.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {taxTypesByUsefulness(rules).map((t) => (
          <tr key={t} css={{ borderTop: `1px solid ${theme.color.divider}` }}>
            <th scope="row" css={{ textAlign: 'left', fontWeight: theme.font.weight.regular, padding: `${theme.space.xs} 0` }}>
              {TAX_TYPE_LABEL[t]}
              {noDeduction(t) ? (
                <span
                  data-testid={`tsf-no-deduction-${row.year}-${t}`}
                  css={{ display: 'block', color: theme.color.textMuted, fontSize: theme.font.size.sm }}
                >
                  <ThaiText>{M.noDeduction(buddhistYear(row.year))}</ThaiText>
                </span>
              ) : null}
            </th>
            <td css={{ textAlign: 'right' }} data-testid={`tsf-cost-${row.year}-${t}`}>
              {formatMoney(row.cost[t])}
            </td>
          </tr>
        ))}
        <tr css={{ borderTop: `1px solid ${theme.color.border}`, fontWeight: theme.font.weight.bold }}>
          <th scope="row" css={{ textAlign: 'left', padding: `${theme.space.xs} 0` }}>
            {M.total}
          </th>
          <td css={{ textAlign: 'right' }} data-testid={`tsf-total-${row.year}`}>
            {total}
          </td>
        </tr>
        {deductible !== null ? (
          <tr>
            <th scope="row" css={{ textAlign: 'left', fontWeight: theme.font.weight.regular, padding: `${theme.space.xs} 0` }}>
              <ThaiText>{income ? M.deductibleWithIncome : M.deductible}</ThaiText>
            </th>
            <td css={{ textAlign: 'right' }} data-testid={`tsf-deductible-${row.year}`}>
              {deductible}
            </td>
          </tr>
        ) : (
          <tr>
            <td
              colSpan={2}
              css={{ color: theme.color.textMuted, fontSize: theme.font.size.sm }}
              data-testid={`tsf-no-table-${row.year}`}
            >
              <ThaiText>{M.noTable(buddhistYear(row.year))}</ThaiText>
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** This year and last year per tax type (spec §3); zeros with a quiet note when the call failed (§8). */
export function YearlyTotals({
  years,
  loading,
  income,
}: {
  years: TwoYears;
  loading: boolean;
  /** The income typed into the calculator on this device: it applies to this year only. */
  income: IncomeFigures | null;
}) {
  // Spec §9: the skeleton, once shown, stays 200 ms.
  if (useMinimumLoading(loading)) return <SkeletonBlock height={236} label={M.loading} />;
  return (
    <div>
      {years.fallback ? (
        <p
          role="status"
          data-testid="tsf-totals-fallback"
          css={{ margin: `0 0 ${theme.space.sm}`, color: theme.color.textMuted, fontSize: theme.font.size.sm }}
        >
          {M.fallback}
        </p>
      ) : null}
      <div css={yearsGrid}>
        <YearTable row={years.current} caption={M.thisYear} income={income} />
        <YearTable row={years.previous} caption={M.lastYear} income={null} />
      </div>
      <p css={{ margin: `${theme.space.sm} 0 0`, color: theme.color.textMuted, fontSize: theme.font.size.sm }}>{M.bangkokYear}</p>
    </div>
  );
}

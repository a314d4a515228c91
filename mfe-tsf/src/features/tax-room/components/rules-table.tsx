import { formatDate } from '@port/shared/format/date';
import { TAX_TYPE_LABEL, taxTypesByUsefulness, type TaxYearRules } from '@port/shared/domain/tax-rules';
import { buddhistYear } from '@port/shared/domain/tax-year';
import { theme } from '@port/shared/ui/theme';
import { roomMessages as M } from '../messages';

const small = { color: theme.color.textMuted, fontSize: theme.font.size.sm } as const;
export const provisionalTag = {
  marginLeft: theme.space.xs,
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius.sm,
  background: theme.color.surfaceMuted,
  fontSize: theme.font.size.sm,
  fontWeight: theme.font.weight.medium,
} as const;

/** The rule table the calculator used, row by row with its source, the date it was checked and the disclaimer. */
export function RulesTable({ rules }: { rules: TaxYearRules }) {
  return (
    <details data-testid="tsf-rules" css={{ marginTop: theme.space.md }}>
      <summary css={{ cursor: 'pointer', fontWeight: theme.font.weight.medium }}>
        {M.rulesTitle} {M.taxYear(buddhistYear(rules.year))}
      </summary>
      <ul css={{ paddingLeft: theme.space.ml }}>
        {taxTypesByUsefulness(rules).map((t) => {
          const rule = rules.rules[t];
          return (
            <li key={t} css={{ marginBottom: theme.space.sm }} data-testid={`tsf-rule-${t}`}>
              <strong>{TAX_TYPE_LABEL[t]}</strong>
              {rule.provisional ? <span css={provisionalTag}>{M.provisional}</span> : null}: {rule.summary}
              <br />
              <span css={small}>
                {M.ruleSource}:{' '}
                <a href={rule.source.url} rel="noreferrer" target="_blank">
                  {rule.source.authority}
                </a>{' '}
                ({rule.source.title}),{' '}
                {rule.source.checkedWith ? (
                  <a href={rule.source.checkedWith} rel="noreferrer" target="_blank">
                    {M.ruleCheckedWith}
                  </a>
                ) : (
                  M.ruleNotChecked
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p css={small}>{rules.combinedCapMembers}</p>
      <p css={small} data-testid="tsf-rules-checked">
        {M.rulesChecked(formatDate(`${rules.lastChecked}T12:00:00+07:00`, { long: true }))} {rules.checkNote}
      </p>
    </details>
  );
}

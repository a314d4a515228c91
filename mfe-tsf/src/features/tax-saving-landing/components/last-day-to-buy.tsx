import { lastDayToBuy } from '@port/shared/domain/tax-rulebook';
import { rulesForYear } from '@port/shared/domain/tax-rules';
import { buddhistYear } from '@port/shared/domain/tax-year';
import { formatDate } from '@port/shared/format/date';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import { taxSavingLandingMessages as t } from '../messages';

const WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

/**
 * The last day to buy for this tax year (issue 17 item 2), from the rulebook on the Thai business
 * calendar: the year's last business day, before the fund's cut-off. A year without a rule table
 * says no deduction is promised instead.
 */
export function LastDayToBuy({ year }: { year: number }) {
  const { day, cutoff } = lastDayToBuy(year);
  const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? '';
  const text = rulesForYear(year)
    ? t.lastDayToBuy(buddhistYear(year), weekday, formatDate(day), cutoff.replace(':', '.'))
    : t.noTable(buddhistYear(year));
  return (
    <p
      data-testid="tsf-last-day"
      css={{
        margin: `0 0 ${theme.space.md}`,
        padding: theme.space.ms,
        borderRadius: theme.radius.box,
        background: theme.color.surfaceMuted,
      }}
    >
      <ThaiText>{text}</ThaiText>
    </p>
  );
}

import { css } from '@emotion/react';
import type { GoalOutlook } from '@port/shared/contracts/wealth-path';
import { formatMoney, formatPercent } from '@port/shared/format/number';
import { theme } from '@port/shared/ui/theme';
import { projectionMessages as t } from '../messages';

const big = css`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  margin: 0;
`;
const box = (good: boolean) => css`
  padding: ${theme.space.ms};
  border-radius: ${theme.radius.box};
  margin-bottom: ${theme.space.ms};
  background: ${good ? theme.color.tone.success.bg : theme.color.tone.warning.bg};
  color: ${good ? theme.color.tone.success.fg : theme.color.tone.warning.fg};
  p,
  ul {
    margin: ${theme.space.xs} 0 0;
  }
`;

/** The number that matters first: the probability of reaching the goal, then what to change if it is low. */
export function GoalOutlookView({ goal, years }: { goal: GoalOutlook; years: number }) {
  const percent = formatPercent(goal.probability);
  return (
    <div css={box(goal.on_track)} data-testid="goal-outlook">
      <p>{t.probability}</p>
      <p css={big} data-testid="goal-probability">
        {percent}
      </p>
      <p>{t.probabilityOf(percent, formatMoney(goal.amount), years)}</p>
      <p>{t.needed(formatMoney(goal.required_contribution.p50), formatMoney(goal.required_contribution.p80))}</p>
      {goal.on_track ? <p>{t.onTrack}</p> : null}
      {goal.fixes ? (
        <>
          <p>{t.offTrack}</p>
          <ul data-testid="goal-fixes">
            <li>{t.fixMonthly(formatMoney(goal.fixes.contribution))}</li>
            <li>{goal.fixes.timeframe === null ? t.fixYearsNone : t.fixYears(goal.fixes.timeframe)}</li>
            <li>{t.fixLump(formatMoney(goal.fixes.lump_sum))}</li>
          </ul>
        </>
      ) : null}
    </div>
  );
}

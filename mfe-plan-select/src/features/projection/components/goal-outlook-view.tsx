import { css } from '@emotion/react';
import type { GoalOutlook } from '@port/shared/contracts/wealth-path';
import { formatMoney, formatPercent } from '@port/shared/format/number';
import { theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';
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
      <p>
        <ThaiText>{t.probabilityOf(percent, formatMoney(goal.amount), years)}</ThaiText>
      </p>
      <p>
        <ThaiText>{t.needed(formatMoney(goal.required_contribution.p50), formatMoney(goal.required_contribution.p80))}</ThaiText>
      </p>
      {goal.on_track ? (
        <p>
          <ThaiText>{t.onTrack}</ThaiText>
        </p>
      ) : null}
      {goal.fixes ? (
        <>
          <p>
            <ThaiText>{t.offTrack}</ThaiText>
          </p>
          <ul data-testid="goal-fixes">
            <li>
              <ThaiText>{t.fixMonthly(formatMoney(goal.fixes.contribution))}</ThaiText>
            </li>
            <li>
              <ThaiText>{goal.fixes.timeframe === null ? t.fixYearsNone : t.fixYears(goal.fixes.timeframe)}</ThaiText>
            </li>
            <li>
              <ThaiText>{t.fixLump(formatMoney(goal.fixes.lump_sum))}</ThaiText>
            </li>
          </ul>
        </>
      ) : null}
    </div>
  );
}

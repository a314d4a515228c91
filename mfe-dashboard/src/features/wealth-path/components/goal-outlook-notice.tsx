import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { WealthPath } from '@port/shared/contracts/wealth-path';
import { formatDate } from '@port/shared/format/date';
import { formatMoney, formatPercent } from '@port/shared/format/number';
import { theme } from '@port/shared/ui/theme';
import { WEALTH_PATH_MESSAGES as M } from '../messages';
import { MonthlyNote } from './monthly-note';
import { goalShortfall } from '../model/wealth-path-view';
import { ThaiText } from '@port/shared/ui/thai-text';

/** The notice's box and lines, shared with its loading form (goal-outlook-skeleton.tsx). */
export const noticeBox = css({
  background: theme.color.tone.warning.bg,
  color: theme.color.tone.warning.fg,
  borderRadius: theme.radius.card,
  padding: theme.space.md,
  marginBottom: theme.space.md,
});
export const noticeTitle = css({ fontSize: theme.font.size.md, margin: 0 });
export const noticeLine = css({ margin: `${theme.space.xs} 0` });
export const noticeList = css({ margin: `${theme.space.xs} 0`, paddingLeft: theme.space.lg });

/** Buddhist-era year = Gregorian + 543 (spec §9). */
const BE_OFFSET = 543;

interface Props {
  wealthPath: WealthPath | undefined;
  goalMoney: number | null;
  /** Where the customer changes the plan's monthly amount and timeframe: editing the plan in plan-select (issue 9). */
  fixHref: string;
  /** While buying is stopped (e.g. suitability expired) the fixes wait for that: "หลังทำแบบประเมินใหม่". */
  fixesPrefix?: string | null;
  /** Whether the monthly amount the probability assumes is set up (issue 17 item 3); null: no monthly amount. */
  monthlySetUp?: boolean | null;
  setUpHref?: string;
}

/**
 * A goal or goe plan whose expected outcome is below its goal says so, with the shortfall and the
 * fixes the projection computes (issue 13 item 2; spec §3 wealth path). Nothing when on track.
 */
export function GoalOutlookNotice({ wealthPath, goalMoney, fixHref, fixesPrefix = null, monthlySetUp = null, setUpHref }: Props) {
  const miss = wealthPath ? goalShortfall(wealthPath, goalMoney) : null;
  if (!wealthPath || !miss) return null;
  const outlook = wealthPath.goal;
  const fixes = outlook?.fixes ?? null;
  return (
    <section role="status" data-testid="goal-off-track" aria-label={M.offTrackTitle} css={noticeBox}>
      <h2 css={noticeTitle}>{M.offTrackTitle}</h2>
      <p css={noticeLine}>
        <ThaiText>
          {M.offTrack(formatMoney(miss.expected), formatMoney(miss.goal), formatMoney(miss.shortfall), formatDate(miss.date))}
        </ThaiText>
        {outlook ? <ThaiText>{` (${M.probability(formatPercent(outlook.probability))})`}</ThaiText> : null}
      </p>
      <MonthlyNote setUp={monthlySetUp} href={setUpHref} />
      {fixes ? (
        <>
          <p css={{ margin: 0 }}>
            <ThaiText>{fixesPrefix ? `${fixesPrefix} ${M.fixesIntro}` : M.fixesIntro}</ThaiText>
          </p>
          <ul css={noticeList}>
            <li>
              <ThaiText>{M.fixContribution(formatMoney(fixes.contribution))}</ThaiText>
            </li>
            {fixes.timeframe !== null ? (
              <li>
                <ThaiText>
                  {M.fixTimeframe(
                    fixes.timeframe - wealthPath.plots.length,
                    Number(wealthPath.current.date.slice(0, 4)) + fixes.timeframe + BE_OFFSET,
                  )}
                </ThaiText>
              </li>
            ) : null}
            <li>
              <ThaiText>{M.fixLumpSum(formatMoney(fixes.lump_sum))}</ThaiText>
            </li>
          </ul>
        </>
      ) : null}
      <Link to={fixHref} data-testid="goal-fix-link">
        <ThaiText>{fixesPrefix ? `${fixesPrefix} ${M.fixLink}` : M.fixLink}</ThaiText>
      </Link>
    </section>
  );
}

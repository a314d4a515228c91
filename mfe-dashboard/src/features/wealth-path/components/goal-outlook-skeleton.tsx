import type { Shortfall } from '@port/shared/domain/goal-shortfall';
import { formatDate } from '@port/shared/format/date';
import { formatMoney } from '@port/shared/format/number';
import { css } from '@emotion/react';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import { WEALTH_PATH_MESSAGES as M } from '../messages';
import { noticeBox, noticeLine, noticeList, noticeTitle } from './goal-outlook-notice';

// Samples of what the wealth path answers, as long as usual values (drawn as grey bars).
const PROBABILITY = '00.00%';
const MONTHLY = '00,000.00';
const LUMP_SUM = '0,000,000.00';

/** A line drawn as a grey bar in its own font, its Thai compounds kept whole as the real line's are. */
const ghost = css({
  color: 'transparent',
  background: theme.color.skeleton,
  borderRadius: theme.radius.sm,
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
  userSelect: 'none',
});
function SkeletonText({ sample }: { sample: string }) {
  return (
    <span css={ghost} aria-hidden="true" data-skeleton-text="">
      <ThaiText>{sample}</ThaiText>
    </span>
  );
}

interface Props {
  /** The plan list's judgement for this plan (the same rule, shared/domain/goal-shortfall). */
  shortfall: Shortfall;
  fixesPrefix?: string | null;
  monthlySetUp?: boolean | null;
}

/**
 * The off-track notice while its wealth path loads (issue 19 item 3): the plan list already said
 * the plan will miss its goal, so the notice's box is drawn at once with its title and its lines as
 * grey bars in their own fonts, and the wealth path's answer fills it in without moving the page.
 */
export function GoalOutlookSkeleton({ shortfall, fixesPrefix = null, monthlySetUp = null }: Props) {
  const money = formatMoney;
  return (
    <section role="status" aria-label={M.offTrackTitle} aria-busy="true" css={noticeBox}>
      <h2 css={noticeTitle}>{M.offTrackTitle}</h2>
      <p css={noticeLine}>
        <SkeletonText
          sample={M.offTrack(
            money(shortfall.expected),
            money(shortfall.goal),
            money(shortfall.shortfall),
            formatDate(shortfall.date),
          )}
        />
        <SkeletonText sample={` (${M.probability(PROBABILITY)})`} />
      </p>
      {monthlySetUp === null ? null : (
        <p css={{ margin: 0, fontSize: theme.font.size.sm }}>
          <SkeletonText sample={monthlySetUp ? M.monthlySetUp : `${M.monthlyNotSetUp} · ${M.setUpMonthly}`} />
        </p>
      )}
      <p css={{ margin: 0 }}>
        <SkeletonText sample={fixesPrefix ? `${fixesPrefix} ${M.fixesIntro}` : M.fixesIntro} />
      </p>
      <ul css={noticeList}>
        <li>
          <SkeletonText sample={M.fixContribution(MONTHLY)} />
        </li>
        <li>
          <SkeletonText sample={M.fixTimeframe(10, 2600)} />
        </li>
        <li>
          <SkeletonText sample={M.fixLumpSum(LUMP_SUM)} />
        </li>
      </ul>
      <SkeletonText sample={fixesPrefix ? `${fixesPrefix} ${M.fixLink}` : M.fixLink} />
    </section>
  );
}

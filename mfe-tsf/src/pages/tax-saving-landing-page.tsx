import { PageTitle } from '@port/shared/ui/page-title';
import { SectionCard } from '@port/shared/ui/section-card';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import { taxYearAt } from '@port/shared/domain/tax-year';
import { taxSavingLandingMessages as t } from '../features/tax-saving-landing/messages';
import { useSignedIn } from '../features/sign-in/api/get-profile';
import { SignInPrompt } from '../features/sign-in/components/sign-in-prompt';
import { useTaxSavingFund } from '../features/tax-saving-totals/api/get-tax-saving-fund';
import { YearlyTotals } from '../features/tax-saving-totals/components/yearly-totals';
import { twoYears } from '../features/tax-saving-totals/model/two-years';
import { RoomCalculator } from '../features/tax-room/components/room-calculator';
import { roomMessages } from '../features/tax-room/messages';
import { Recommendations } from '../features/recommendations/components/recommendations';
import { SellDatesList } from '../features/sell-dates/components/sell-dates-list';
import { formatDateIso } from '@port/shared/format/date';
import { useBusinessNow } from '@port/shared/http/get-business-clock';
import { roomInputsOf } from '@port/shared/domain/tax-room-inputs';
import { useDeviceInputs } from '../features/tax-room/hooks/use-device-inputs';
import { LastDayToBuy } from '../features/tax-saving-landing/components/last-day-to-buy';

export const TSF_PATH = '/tax-saving-fund';
const NOTHING_BOUGHT = { ssf: 0n, rmf: 0n, tesg: 0n, tesgx: 0n } as const;

/**
 * `/tax-saving-fund` (spec §2), for visitors and customers: the public parts (room calculator,
 * recommendations) always work; the personal parts ask a visitor to sign in. Each call fails alone.
 * The room left this year ('ซื้อเพิ่มได้อีก', after this year's purchases) comes first: the number that matters.
 * The page's clock (the Bangkok tax year, today) is the server's business clock, as the server's
 * totals and refusals use; the browser's until it answers or when it fails. Tests inject `now`.
 */
export function TaxSavingLandingPage({ now }: { now?: () => Date }) {
  const signedIn = useSignedIn();
  const totals = useTaxSavingFund(signedIn === 'in');
  const businessNow = useBusinessNow(!now);
  const at = now?.() ?? businessNow ?? new Date();
  const years = twoYears(totals.data, Boolean(totals.error), at);
  const device = useDeviceInputs();
  const typed = roomInputsOf(device.inputs, NOTHING_BOUGHT, false);
  const income = typed ? { incomeSatang: typed.incomeSatang, otherRetirementSatang: typed.otherRetirementSatang } : null;
  const boughtNote = signedIn === 'out' ? roomMessages.boughtSignedOut : years.fallback ? roomMessages.boughtFallback : null;

  return (
    <div data-testid="tsf-page" css={{ maxWidth: '960px' }}>
      <PageTitle>{t.title}</PageTitle>
      <p css={{ margin: `0 0 ${theme.space.md}`, color: theme.color.textMuted }}>
        <ThaiText>{t.detail}</ThaiText>
      </p>
      <SectionCard title={t.roomTitle} testId="tsf-room-card">
        <LastDayToBuy year={taxYearAt(at)} />
        <RoomCalculator year={taxYearAt(at)} bought={years.current.cost} boughtNote={boughtNote} device={device} />
      </SectionCard>
      <SectionCard title={t.totalsTitle} minHeight={120} testId="tsf-totals">
        {signedIn === 'out' ? (
          <SignInPrompt returnUrl={TSF_PATH} />
        ) : (
          <YearlyTotals years={years} loading={signedIn === 'unknown' || totals.isLoading} income={income} />
        )}
      </SectionCard>
      <SectionCard title={t.recommendationsTitle} minHeight={420} testId="tsf-recommendations-card">
        <Recommendations signedIn={signedIn === 'in'} year={taxYearAt(at)} returnUrl={TSF_PATH} />
      </SectionCard>
      <SectionCard title={t.sellDatesTitle} minHeight={120} testId="tsf-sell-card">
        {signedIn === 'out' ? (
          <SignInPrompt returnUrl={TSF_PATH} text={t.sellDatesSignIn} />
        ) : signedIn === 'in' ? (
          <SellDatesList today={formatDateIso(at)} />
        ) : null}
      </SectionCard>
    </div>
  );
}

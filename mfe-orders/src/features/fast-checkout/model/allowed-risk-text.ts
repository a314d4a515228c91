import type { TradingProfile } from '@port/shared/contracts/trading-profile';
import { allowedRiskOf, allowedRiskText } from '@port/shared/domain/allowed-risk';
import { formatDate } from '@port/shared/format/date';

/**
 * The customer's allowed risk in the rulebook's words (shared/domain/allowed-risk, issue 17 "Why" 7):
 * the SEC investor level 'ระดับ n จาก 5' and the fund risk range 1–8 named apart, the same sentence
 * the plan pages show; an expired assessment is said as expired, never as a level.
 */
export const profileRiskText = (profile: Pick<TradingProfile, 'suit_state' | 'suit_risk_level' | 'suit_expiry'>): string =>
  allowedRiskText(
    allowedRiskOf(profile.suit_state, profile.suit_risk_level, profile.suit_expiry),
    profile.suit_expiry ? formatDate(profile.suit_expiry) : '',
  );

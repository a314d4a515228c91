import type { CustomerRecord } from '@port/shared/contracts/customer-record';
import { theme } from '@port/shared/ui/theme';
import { renewalText as t } from '../messages';

/** What the customer holds today: level, and its expiry (said as past when it is). */
export function CurrentSuitability({ record }: { record: CustomerRecord }) {
  const { risk_level: level, risk_level_name: name, expiry } = record.suitability;
  const past = expiry !== null && expiry < record.today;
  return (
    <p data-testid="current-suitability" css={{ color: theme.color.textMuted, margin: 0 }}>
      {level !== null && name !== null ? t.current(level, name) : t.noCurrent}
      {expiry ? (
        <>
          {' · '}
          <span css={past ? { color: theme.color.tone.danger.fg } : undefined}>
            {past ? t.expired(expiry) : t.expires(expiry)}
          </span>
        </>
      ) : null}
    </p>
  );
}

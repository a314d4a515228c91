import type { CustomerRecord, KycDetails } from '@port/shared/contracts/customer-record';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { useRenewalSave } from '../api/use-renewal-save';
import { kycText as t } from '../kyc-messages';
import { RenewalSaved } from './renewal-saved';
import { RenewalFailure } from './renewal-failure';
import { actions } from './styles';

const FIELDS = Object.keys(t.labels) as (keyof KycDetails)[];

const shown = (value: KycDetails[keyof KycDetails]): string | null =>
  Array.isArray(value) ? (value.length ? value.join(', ') : null) : value;

/**
 * The KYC review (issue 18 item 2): the details on file, what is not on file said plainly, and one
 * confirmation that nothing changed, which sets the next review date (shared record-validity, two
 * years). Editing is not offered in this version: the page says to contact the distributor.
 */
export function ReviewKycFlow({ record }: { record: CustomerRecord }) {
  const { busy, failure, saved, save } = useRenewalSave('kyc', record.customer_id);
  const details = record.kyc.details;
  const values = FIELDS.map((key) => [key, details ? shown(details[key]) : null] as const);

  const confirm = () => save({ confirmed: true });

  if (saved) return <RenewalSaved message={t.saved(saved.kyc.expiry)} />;
  return (
    <section css={{ display: 'grid', gap: theme.space.md }}>
      <p data-testid="current-kyc" css={{ margin: 0, color: theme.color.textMuted }}>
        {t.current(record.kyc.expiry, record.today)}
      </p>
      <p css={{ margin: 0 }}>{t.lead}</p>
      <h2 id="kyc-details" css={{ margin: 0, fontSize: theme.font.size.md }}>
        {t.detailsTitle}
      </h2>
      <dl aria-labelledby="kyc-details" data-testid="kyc-details" css={{ display: 'grid', gap: theme.space.sm, margin: 0 }}>
        {values.map(([key, value]) => (
          <div key={key}>
            <dt css={{ color: theme.color.textMuted }}>{t.labels[key]}</dt>
            <dd css={{ margin: 0, color: value ? undefined : theme.color.textMuted }}>{value ?? t.notOnFile}</dd>
          </div>
        ))}
      </dl>
      {values.some(([, value]) => value === null) ? <p css={{ margin: 0 }}>{t.notOnFileNote}</p> : null}
      <p css={{ margin: 0 }}>{t.howToChange}</p>
      <p css={{ margin: 0 }}>{t.newExpiry(record.renewal_expiry.kyc)}</p>
      <RenewalFailure message={failure} />
      <div css={actions}>
        <span />
        <Button type="button" busy={busy} onClick={() => void confirm()}>
          {t.confirm}
        </Button>
      </div>
    </section>
  );
}

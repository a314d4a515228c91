import { useState } from 'react';
import type { CustomerRecord, KycDetails } from '@port/shared/contracts/customer-record';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { useRenewalSave } from '../api/use-renewal-save';
import { kycText as t } from '../kyc-messages';
import { RenewalSaved } from './renewal-saved';
import { RenewalFailure } from './renewal-failure';
import { actions } from './styles';
import { KycEditForm } from './kyc-edit-form';

const FIELDS = Object.keys(t.labels) as (keyof typeof t.labels)[];

const shown = (value: KycDetails[keyof typeof t.labels]): string | null =>
  Array.isArray(value) ? (value.length ? value.join(', ') : null) : value;

/**
 * The KYC review (issue 18 item 2): the details on file, what is not on file said plainly; the
 * customer confirms nothing changed, or edits contact, address, occupation, income and sources of
 * funds; either sets the next review date (shared record-validity, two years).
 */
export function ReviewKycFlow({ record }: { record: CustomerRecord }) {
  const { busy, failure, saved, save } = useRenewalSave('kyc', record.customer_id);
  const details = record.kyc.details;
  const values = FIELDS.map((key) => [key, details ? shown(details[key]) : null] as const);

  const [editing, setEditing] = useState(false);
  const confirm = () => save({ confirmed: true });

  if (saved) return <RenewalSaved message={t.saved(saved.kyc.expiry)} />;
  if (editing)
    return (
      <KycEditForm
        stored={details?.stored ?? {}}
        busy={busy}
        failure={failure}
        onSave={(changed) => void save({ confirmed: true, details: changed })}
        onCancel={() => setEditing(false)}
      />
    );
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
        <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
        <Button type="button" busy={busy} onClick={() => void confirm()}>
          {t.confirm}
        </Button>
      </div>
    </section>
  );
}

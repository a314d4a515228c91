import { useState, type FormEvent } from 'react';
import { idCardRenewalBodySchema, type CustomerRecord } from '@port/shared/contracts/customer-record';
import { ID_CARD_LIFETIME } from '@port/shared/domain/oa-identity';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { dateText } from '../../../components/date-messages';
import { Choice } from '../../../components/fields';
import { EMPTY_DATE, isoFromParts } from '../../../components/thai-date';
import { ThaiDateField } from '../../../components/thai-date-field';
import { useRenewalSave } from '../api/use-renewal-save';
import { renewalText as t } from '../messages';
import { RenewalSaved } from './renewal-saved';
import { RenewalFailure } from './renewal-failure';
import { actions } from './styles';

/** The new ID card's expiry as Thai day / month / Buddhist-era year, or a lifetime card for 70+ (issue 18 item 3). */
export function UpdateIdCardFlow({ record }: { record: CustomerRecord }) {
  const [parts, setParts] = useState(EMPTY_DATE);
  const [lifetime, setLifetime] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { busy, failure, saved, save, clearFailure } = useRenewalSave('id_card', record.customer_id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    const date = lifetime ? { iso: ID_CARD_LIFETIME } : isoFromParts(parts);
    // The server's own rule (shared contract) at the business date: expired or too far is said before sending.
    const rule = date.iso ? idCardRenewalBodySchema(record.today).safeParse({ id_card_expiry: date.iso }) : null;
    const wrong = date.error ? dateText.errors[date.error] : rule?.error?.issues[0]?.message;
    setError(wrong);
    if (wrong) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await save({ id_card_expiry: date.iso });
  };

  if (saved) return <RenewalSaved message={t.idCardSaved(saved.id_card.expiry)} />;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} css={{ display: 'grid', gap: theme.space.md }}>
      <p data-testid="current-id-card" css={{ margin: 0, color: theme.color.textMuted }}>
        {t.idCardCurrent(record.id_card.expiry, record.id_card.lifetime)}
      </p>
      <p css={{ margin: 0 }}>{t.idCardLead}</p>
      <ThaiDateField
        legend={t.idCardExpiry}
        name="id_card_expiry"
        value={parts}
        onChange={setParts}
        error={lifetime ? undefined : error}
        disabled={lifetime}
        yearPlaceholder={dateText.expiryYearPlaceholder}
      />
      {record.id_card.may_hold_lifetime ? (
        <Choice type="checkbox" name="id_card_lifetime" checked={lifetime} onChange={setLifetime}>
          {t.lifetime}
        </Choice>
      ) : null}
      <RenewalFailure message={failure} />
      <div css={actions}>
        <span />
        <Button type="submit" busy={busy}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

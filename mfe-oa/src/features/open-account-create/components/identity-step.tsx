import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { identityStepSchema } from '@port/shared/contracts/oa-steps';
import { ID_CARD_LIFETIME } from '@port/shared/domain/oa-identity';
import { formatDateIso } from '@port/shared/format/date';
import { theme } from '@port/shared/ui/theme';
import { useStepForm } from '../hooks/use-step-form';
import { dateText } from '../../../components/date-messages';
import { identityText as t } from '../messages';
import { isoFromParts, partsFromIso, type DateParts } from '../../../components/thai-date';
import { Choice, TextField } from '../../../components/fields';
import { fieldGrid, StepForm } from './step-form';
import type { StepProps } from './step-props';
import { ThaiDateField } from '../../../components/thai-date-field';

/** The dates and the ID card: wide enough for day, month name and year side by side. */
const cardGrid = css`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
`;

const TEXT_FIELDS = [
  'first_name_th',
  'last_name_th',
  'first_name_en',
  'last_name_en',
  'id_number',
  'mobile',
  'email',
  'address',
  'province',
  'postcode',
] as const;
type Values = Record<(typeof TEXT_FIELDS)[number], string>;

/** The ISO date of a Thai date field, and its Thai error when it is not a whole date yet. */
function dateValue(parts: DateParts): { iso: string; error?: string } {
  const result = isoFromParts(parts);
  return result.error ? { iso: '', error: dateText.errors[result.error] } : { iso: result.iso };
}

/** Step 1: names in Thai and English, birth date (20+, CCC s.19), ID number (check digit; kept when left empty on a re-save), card expiry, contact, address. */
export function IdentityStep({ app, save, onSaved, onBack }: StepProps) {
  const saved = app.identity;
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(TEXT_FIELDS.map((f) => [f, f === 'id_number' ? '' : (saved?.[f] ?? '')])) as Values,
  );
  const [birth, setBirth] = useState(() => partsFromIso(saved?.birth_date));
  const [expiry, setExpiry] = useState(() => partsFromIso(saved?.id_card_expiry));
  const [lifetime, setLifetime] = useState(saved?.id_card_expiry === ID_CARD_LIFETIME);
  const schema = useMemo(() => identityStepSchema(formatDateIso(new Date()), Boolean(saved)), [saved]);
  const form = useStepForm('identity', schema, save, onSaved);
  const submit = () => {
    const birthDate = dateValue(birth);
    const cardExpiry = lifetime ? { iso: ID_CARD_LIFETIME } : dateValue(expiry);
    const extra: Record<string, string> = {};
    if (birthDate.error) extra.birth_date = birthDate.error;
    if (cardExpiry.error) extra.id_card_expiry = cardExpiry.error;
    void form.submit({ ...values, birth_date: birthDate.iso, id_card_expiry: cardExpiry.iso }, extra);
  };
  const field = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      error={form.errors[name]}
      onChange={(v) => setValues((old) => ({ ...old, [name]: v }))}
      {...extra}
    />
  );
  return (
    <StepForm state={form} onSubmit={submit} onBack={onBack}>
      <div css={{ display: 'grid', gap: theme.space.md }}>
        <div css={fieldGrid}>
          {field('first_name_th', t.firstNameTh, { autoComplete: 'off' })}
          {field('last_name_th', t.lastNameTh, { autoComplete: 'off' })}
          {field('first_name_en', t.firstNameEn, { autoComplete: 'given-name', lang: 'en' })}
          {field('last_name_en', t.lastNameEn, { autoComplete: 'family-name', lang: 'en' })}
        </div>
        <div css={cardGrid}>
          <ThaiDateField
            legend={t.birthDate}
            name="birth_date"
            value={birth}
            onChange={setBirth}
            error={form.errors.birth_date}
            autoCompleteBirthday
          />
          {field('id_number', t.idNumber, {
            inputMode: 'numeric',
            maxLength: 17,
            autoComplete: 'off',
            hint: saved ? t.idSaved(saved.id_number_masked) : undefined,
          })}
          <div css={{ display: 'grid', gap: theme.space.xs, alignContent: 'start' }}>
            <ThaiDateField
              legend={t.idCardExpiry}
              name="id_card_expiry"
              value={expiry}
              onChange={setExpiry}
              error={form.errors.id_card_expiry}
              disabled={lifetime}
              yearPlaceholder={dateText.expiryYearPlaceholder}
            />
            <Choice type="checkbox" name="id_card_lifetime" checked={lifetime} onChange={setLifetime}>
              {t.lifetime}
            </Choice>
          </div>
        </div>
        <div css={fieldGrid}>
          {field('mobile', t.mobile, { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })}
          {field('email', t.email, { type: 'email', autoComplete: 'email' })}
          {field('address', t.address, { autoComplete: 'street-address' })}
          {field('province', t.province, { autoComplete: 'address-level1' })}
          {field('postcode', t.postcode, { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' })}
        </div>
      </div>
    </StepForm>
  );
}

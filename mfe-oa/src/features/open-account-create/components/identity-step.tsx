import { useMemo, useState } from 'react';
import { identityStepSchema } from '@port/shared/contracts/oa-steps';
import { formatDateIso } from '@port/shared/format/date';
import { useStepForm } from '../hooks/use-step-form';
import { identityText as t } from '../messages';
import { TextField } from './fields';
import { fieldGrid, StepForm } from './step-form';
import type { StepProps } from './step-props';

const FIELDS = [
  'first_name_th',
  'last_name_th',
  'first_name_en',
  'last_name_en',
  'birth_date',
  'id_number',
  'id_card_expiry',
  'mobile',
  'email',
  'address',
  'province',
  'postcode',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Step 1: names in Thai and English, birth date (18+), ID number (check digit), card expiry, contact, address. */
export function IdentityStep({ app, save, onSaved, onBack }: StepProps) {
  const saved = app.identity;
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(FIELDS.map((f) => [f, f === 'id_number' ? '' : (saved?.[f] ?? '')])) as Values,
  );
  const schema = useMemo(() => identityStepSchema(formatDateIso(new Date())), []);
  const form = useStepForm('identity', schema, save, onSaved);
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
    <StepForm
      onSubmit={() => void form.submit(values)}
      onBack={onBack}
      busy={form.busy}
      failure={form.failure}
      hasErrors={Object.keys(form.errors).length > 0}
    >
      <div css={fieldGrid}>
        {field('first_name_th', t.firstNameTh, { autoComplete: 'off' })}
        {field('last_name_th', t.lastNameTh, { autoComplete: 'off' })}
        {field('first_name_en', t.firstNameEn, { autoComplete: 'given-name', lang: 'en' })}
        {field('last_name_en', t.lastNameEn, { autoComplete: 'family-name', lang: 'en' })}
        {field('birth_date', t.birthDate, { type: 'date', autoComplete: 'bday' })}
        {field('id_number', t.idNumber, {
          inputMode: 'numeric',
          maxLength: 17,
          autoComplete: 'off',
          hint: saved ? t.idSaved(saved.id_number_masked) : undefined,
        })}
        {field('id_card_expiry', t.idCardExpiry, { type: 'date' })}
        {field('mobile', t.mobile, { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })}
        {field('email', t.email, { type: 'email', autoComplete: 'email' })}
        {field('address', t.address, { autoComplete: 'street-address' })}
        {field('province', t.province, { autoComplete: 'address-level1' })}
        {field('postcode', t.postcode, { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' })}
      </div>
    </StepForm>
  );
}

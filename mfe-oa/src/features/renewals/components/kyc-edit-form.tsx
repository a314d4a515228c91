import { useState } from 'react';
import { kycFieldsSchema, type KycStored } from '@port/shared/contracts/kyc-details';
import { FUND_SOURCES, INCOME_RANGES, OCCUPATIONS } from '@port/shared/contracts/oa-steps';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { fieldErrors, type FieldErrors } from '../../../components/field-errors';
import { Choice, ChoiceGroup, SelectField, TextField } from '../../../components/fields';
import { kycText as t } from '../kyc-messages';
import { RenewalFailure } from './renewal-failure';
import { actions } from './styles';

const TEXTS = ['mobile', 'email', 'address', 'province', 'postcode'] as const;
type Texts = Record<(typeof TEXTS)[number], string>;
const INPUT: Record<(typeof TEXTS)[number], Record<string, string>> = {
  mobile: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  email: { type: 'email', autoComplete: 'email' },
  address: { autoComplete: 'street-address' },
  province: { autoComplete: 'address-level1' },
  postcode: { inputMode: 'numeric', autoComplete: 'postal-code' },
};

/**
 * The KYC details changed (issue 18 item 2): starts from what is on file, checked by the shared
 * schema before sending (the server checks the same), sent whole with the confirmation.
 */
export function KycEditForm({
  stored,
  busy,
  failure,
  onSave,
  onCancel,
}: {
  stored: KycStored;
  busy: boolean;
  failure: string | null;
  onSave: (details: unknown) => void;
  onCancel: () => void;
}) {
  const [texts, setTexts] = useState<Texts>(() => Object.fromEntries(TEXTS.map((f) => [f, stored[f] ?? ''])) as Texts);
  const [occupation, setOccupation] = useState<string>(stored.occupation ?? '');
  const [income, setIncome] = useState<string>(stored.income_range ?? '');
  const [sources, setSources] = useState<string[]>(stored.fund_sources ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const details = { ...texts, occupation, income_range: income, fund_sources: sources };
    const checked = fieldErrors(kycFieldsSchema, details);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSave(details);
  };
  // A field's message goes once the customer changes it; the rest stay until the next save.
  const touched = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const toggle = (key: string, on: boolean) => {
    touched('fund_sources');
    setSources((old) => (on ? [...old, key] : old.filter((k) => k !== key)));
  };
  return (
    <form
      noValidate
      aria-labelledby="kyc-edit"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      css={{ display: 'grid', gap: theme.space.md }}
    >
      <h2 id="kyc-edit" css={{ margin: 0, fontSize: theme.font.size.md }}>
        {t.editTitle}
      </h2>
      <p css={{ margin: 0 }}>{t.editLead}</p>
      {TEXTS.map((f) => (
        <TextField
          key={f}
          label={t.fields[f]}
          name={f}
          value={texts[f]}
          error={errors[f]}
          onChange={(v) => {
            touched(f);
            setTexts((old) => ({ ...old, [f]: v }));
          }}
          {...INPUT[f]}
        />
      ))}
      <SelectField
        label={t.fields.occupation}
        name="occupation"
        value={occupation}
        options={OCCUPATIONS}
        placeholder={t.choose}
        onChange={(v) => {
          touched('occupation');
          setOccupation(v);
        }}
        error={errors.occupation}
      />
      <SelectField
        label={t.fields.income_range}
        name="income_range"
        value={income}
        options={INCOME_RANGES}
        placeholder={t.choose}
        onChange={(v) => {
          touched('income_range');
          setIncome(v);
        }}
        error={errors.income_range}
      />
      <ChoiceGroup legend={t.fields.fund_sources} name="fund_sources" error={errors.fund_sources}>
        {Object.entries(FUND_SOURCES).map(([key, label]) => (
          <Choice
            key={key}
            type="checkbox"
            name="fund_sources"
            checked={sources.includes(key)}
            onChange={(on) => toggle(key, on)}
          >
            {label}
          </Choice>
        ))}
      </ChoiceGroup>
      {Object.keys(errors).length > 0 ? <p css={{ margin: 0 }}>{t.fixFields}</p> : null}
      <RenewalFailure message={failure} />
      <div css={actions}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t.cancelEdit}
        </Button>
        <Button type="submit" busy={busy}>
          {t.saveEdit}
        </Button>
      </div>
    </form>
  );
}

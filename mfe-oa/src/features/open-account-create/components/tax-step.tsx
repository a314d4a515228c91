import { useState } from 'react';
import { COUNTRIES, NO_TIN_REASONS, taxStepSchema } from '@port/shared/contracts/oa-steps';
import { fatcaCrsConflict } from '@port/shared/domain/fatca-crs';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { useStepForm } from '../hooks/use-step-form';
import { openAccountCreateMessages as m, taxText as t } from '../messages';
import { Choice, ChoiceGroup, SelectField, TextField } from '../../../components/fields';
import { fieldGrid, StepForm } from './step-form';
import type { StepProps } from './step-props';
import { UsPersonFields } from './us-person-fields';

type Residence = { country: string; tin: string; no_tin_reason: string };
const blank: Residence = { country: 'TH', tin: '', no_tin_reason: '' };

/** Under the tax ID: what was saved, or that the national ID of step 1 (Thailand) or the US TIN (US) is used when left empty. */
function tinHint(row: Residence, savedMasked: string | undefined, idMasked: string | undefined): string | undefined {
  if (savedMasked) return t.savedTin(savedMasked);
  if (row.country === 'TH' && idMasked) return t.thaiTinDefault(idMasked);
  if (row.country === 'US') return t.usTinDefault;
  return undefined;
}

/**
 * Step 4: FATCA (a US person gives a US TIN and the W-9 consent) and CRS (each tax residence with a
 * tax ID or the reason there is none); answers that contradict each other are named on their field.
 */
export function TaxStep({ app, save, onSaved, onBack }: StepProps) {
  const saved = app.tax;
  const [usPerson, setUsPerson] = useState<boolean | null>(saved ? saved.us_person : null);
  const [rows, setRows] = useState<Residence[]>(() =>
    saved ? saved.tax_residences.map((r) => ({ country: r.country, tin: '', no_tin_reason: r.no_tin_reason ?? '' })) : [blank],
  );
  const [usTin, setUsTin] = useState('');
  const [w9, setW9] = useState(saved?.w9_consent === true);
  const form = useStepForm('tax', taxStepSchema, save, onSaved);
  const set = (i: number, change: Partial<Residence>) => setRows((old) => old.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const body = {
    us_person: usPerson,
    ...(usPerson ? { us_tin: usTin.trim(), w9_consent: w9 } : {}),
    tax_residences: rows.map((r) => ({
      country: r.country,
      ...(r.tin.trim() ? { tin: r.tin.trim() } : {}),
      ...(r.no_tin_reason ? { no_tin_reason: r.no_tin_reason } : {}),
    })),
  };
  return (
    <StepForm state={form} onSubmit={() => void form.submit(body, conflictError(body))} onBack={onBack}>
      <div css={{ display: 'grid', gap: theme.space.lg }}>
        <ChoiceGroup legend={t.usPerson} name="us_person" error={form.errors.us_person}>
          <Choice type="radio" name="us_person" checked={usPerson === false} onChange={() => setUsPerson(false)}>
            {m.no}
          </Choice>
          <Choice type="radio" name="us_person" checked={usPerson === true} onChange={() => setUsPerson(true)}>
            {m.yes}
          </Choice>
        </ChoiceGroup>
        {usPerson ? (
          <UsPersonFields
            usTin={usTin}
            onUsTin={setUsTin}
            w9={w9}
            onW9={setW9}
            errors={form.errors}
            savedMasked={saved?.us_tin_masked}
          />
        ) : null}
        <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.md }}>
          <legend css={{ padding: 0, fontWeight: theme.font.weight.medium }}>{t.residences}</legend>
          {form.errors.tax_residences ? (
            <p role="alert" data-field-error="tax_residences" css={{ margin: 0, color: theme.color.tone.danger.fg }}>
              {form.errors.tax_residences}
            </p>
          ) : null}
          {rows.map((row, i) => (
            <div key={i} css={fieldGrid}>
              <SelectField
                label={t.country(i + 1)}
                name={`tax_residences.${i}.country`}
                value={row.country}
                options={COUNTRIES}
                placeholder={m.choose}
                onChange={(v) => set(i, { country: v })}
                error={form.errors[`tax_residences.${i}.country`]}
              />
              <TextField
                label={t.tin(i + 1)}
                name={`tax_residences.${i}.tin`}
                value={row.tin}
                onChange={(v) => set(i, { tin: v })}
                error={form.errors[`tax_residences.${i}.tin`]}
                autoComplete="off"
                hint={tinHint(row, saved?.tax_residences[i]?.tin_masked, app.identity?.id_number_masked)}
              />
              <SelectField
                label={t.noTinReason(i + 1)}
                name={`tax_residences.${i}.no_tin_reason`}
                value={row.no_tin_reason}
                options={NO_TIN_REASONS}
                placeholder={m.choose}
                onChange={(v) => set(i, { no_tin_reason: v })}
                error={form.errors[`tax_residences.${i}.no_tin_reason`]}
              />
              {rows.length > 1 ? (
                <Button variant="ghost" onClick={() => setRows((old) => old.filter((_, j) => j !== i))}>
                  {t.removeCountry(i + 1)}
                </Button>
              ) : null}
            </div>
          ))}
          {rows.length < 5 ? (
            <div>
              <Button variant="secondary" onClick={() => setRows((old) => [...old, { ...blank, country: '' }])}>
                {t.addCountry}
              </Button>
            </div>
          ) : null}
        </fieldset>
      </div>
    </StepForm>
  );
}

/** A FATCA answer that contradicts the CRS residences, on the field to fix (the server refuses it with 422). */
function conflictError(body: { us_person: boolean | null; tax_residences: { country: string; no_tin_reason?: string }[] }) {
  if (body.us_person === null) return {};
  const conflict = fatcaCrsConflict({ us_person: body.us_person, tax_residences: body.tax_residences });
  return conflict ? { [conflict.path]: conflict.message } : {};
}

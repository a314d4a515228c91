import { useState } from 'react';
import { COUNTRIES, FUND_SOURCES, INCOME_RANGES, OCCUPATIONS, workStepSchema } from '@port/shared/contracts/oa-steps';
import { theme } from '@port/shared/ui/theme';
import { useStepForm } from '../hooks/use-step-form';
import { openAccountCreateMessages as m, workText as t } from '../messages';
import { Choice, ChoiceGroup, SelectField } from '../../../components/fields';
import { fieldGrid, StepForm } from './step-form';
import type { StepProps } from './step-props';

/** Step 2: occupation, income range, sources of funds, country of income, politically exposed person. */
export function WorkStep({ app, save, onSaved, onBack }: StepProps) {
  const saved = app.work;
  const [occupation, setOccupation] = useState<string>(saved?.occupation ?? '');
  const [income, setIncome] = useState<string>(saved?.income_range ?? '');
  const [sources, setSources] = useState<string[]>(saved?.fund_sources ?? []);
  const [country, setCountry] = useState<string>(saved?.income_country ?? 'TH');
  const [pep, setPep] = useState<boolean | null>(saved ? saved.is_pep : null);
  const form = useStepForm('work', workStepSchema, save, onSaved);
  const values = { occupation, income_range: income, fund_sources: sources, income_country: country, is_pep: pep };
  return (
    <StepForm
      onSubmit={() => void form.submit(values)}
      onBack={onBack}
      busy={form.busy}
      failure={form.failure}
      hasErrors={Object.keys(form.errors).length > 0}
    >
      <div css={{ display: 'grid', gap: theme.space.lg }}>
        <div css={fieldGrid}>
          <SelectField
            label={t.occupation}
            name="occupation"
            value={occupation}
            options={OCCUPATIONS}
            placeholder={m.choose}
            onChange={setOccupation}
            error={form.errors.occupation}
          />
          <SelectField
            label={t.incomeRange}
            name="income_range"
            value={income}
            options={INCOME_RANGES}
            placeholder={m.choose}
            onChange={setIncome}
            error={form.errors.income_range}
          />
          <SelectField
            label={t.incomeCountry}
            name="income_country"
            value={country}
            options={COUNTRIES}
            placeholder={m.choose}
            onChange={setCountry}
            error={form.errors.income_country}
          />
        </div>
        <ChoiceGroup legend={t.fundSources} name="fund_sources" error={form.errors.fund_sources}>
          {Object.entries(FUND_SOURCES).map(([key, text]) => (
            <Choice
              key={key}
              type="checkbox"
              name="fund_sources"
              checked={sources.includes(key)}
              onChange={(on) => setSources((old) => (on ? [...old, key] : old.filter((s) => s !== key)))}
            >
              {text}
            </Choice>
          ))}
        </ChoiceGroup>
        <ChoiceGroup legend={t.pep} name="is_pep" error={form.errors.is_pep}>
          <Choice type="radio" name="is_pep" checked={pep === false} onChange={() => setPep(false)}>
            {m.no}
          </Choice>
          <Choice type="radio" name="is_pep" checked={pep === true} onChange={() => setPep(true)}>
            {m.yes}
          </Choice>
        </ChoiceGroup>
      </div>
    </StepForm>
  );
}

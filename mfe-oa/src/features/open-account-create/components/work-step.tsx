import { useState } from 'react';
import { COUNTRIES, FUND_SOURCES, INCOME_RANGES, OCCUPATIONS, workStepSchema } from '@port/shared/contracts/oa-steps';
import { theme } from '@port/shared/ui/theme';
import { useStepForm } from '../hooks/use-step-form';
import { openAccountCreateMessages as m, workText as t } from '../messages';
import { Choice, ChoiceGroup, SelectField } from '../../../components/fields';
import { fieldGrid, StepForm } from './step-form';
import type { StepProps } from './step-props';

type SelectName = 'occupation' | 'income_range' | 'income_country';

/** Step 2: occupation, income range, sources of funds, country of income, politically exposed person. */
export function WorkStep({ app, save, onSaved, onBack }: StepProps) {
  const saved = app.work;
  const [choices, setChoices] = useState<Record<SelectName, string>>({
    occupation: saved?.occupation ?? '',
    income_range: saved?.income_range ?? '',
    income_country: saved?.income_country ?? 'TH',
  });
  const [sources, setSources] = useState<string[]>(saved?.fund_sources ?? []);
  const [pep, setPep] = useState<boolean | null>(saved ? saved.is_pep : null);
  const form = useStepForm('work', workStepSchema, save, onSaved);
  const values = { ...choices, fund_sources: sources, is_pep: pep };
  const select = (name: SelectName, label: string, options: Record<string, string>) => (
    <SelectField
      label={label}
      name={name}
      value={choices[name]}
      options={options}
      placeholder={m.choose}
      onChange={(value) => setChoices((old) => ({ ...old, [name]: value }))}
      error={form.errors[name]}
    />
  );
  return (
    <StepForm state={form} onSubmit={() => void form.submit(values)} onBack={onBack}>
      <div css={{ display: 'grid', gap: theme.space.lg }}>
        <div css={fieldGrid}>
          {select('occupation', t.occupation, OCCUPATIONS)}
          {select('income_range', t.incomeRange, INCOME_RANGES)}
          {select('income_country', t.incomeCountry, COUNTRIES)}
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

import { useState } from 'react';
import { suitabilityStepSchema } from '@port/shared/contracts/oa-steps';
import type { OaApplication } from '@port/shared/contracts/oa';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { useStepForm } from '../hooks/use-step-form';
import { openAccountCreateMessages as m, suitabilityText as t } from '../messages';
import { Choice, ChoiceGroup } from './fields';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import { SuitabilityResult } from './suitability-result';

type Answers = Record<string, number[]>;

/** Step 3: the SEC's ten questions; once saved, the result in Thai before moving on. */
export function SuitabilityStep({ app, save, onSaved, onBack }: StepProps) {
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<OaApplication | null>(null);
  const form = useStepForm('suitability', suitabilityStepSchema, save, setResult);
  const pick = (id: string, score: number, multiple: boolean, on: boolean) =>
    setAnswers((old) => {
      const now = old[id] ?? [];
      return { ...old, [id]: multiple ? (on ? [...now, score].sort() : now.filter((s) => s !== score)) : [score] };
    });
  const answered = SUITABILITY_QUESTIONS.filter((q) => (answers[q.id] ?? []).length > 0).length;

  if (result?.suitability) {
    return (
      <div css={{ display: 'grid', gap: theme.space.md }}>
        <SuitabilityResult result={result.suitability} />
        <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => onSaved(result)}>{m.continue}</Button>
        </div>
      </div>
    );
  }
  return (
    <StepForm
      onSubmit={() => void form.submit({ answers })}
      onBack={onBack}
      busy={form.busy}
      failure={form.failure}
      hasErrors={Object.keys(form.errors).length > 0}
    >
      {app.suitability ? <SuitabilityResult result={app.suitability} /> : null}
      <p>{app.suitability ? t.retake : t.lead}</p>
      <ol css={{ display: 'grid', gap: theme.space.lg, paddingLeft: theme.space.ml }}>
        {SUITABILITY_QUESTIONS.map((q) => (
          <li key={q.id}>
            <ChoiceGroup
              legend={q.text}
              name={q.id}
              error={form.errors.answers && !(answers[q.id] ?? []).length ? form.errors.answers : undefined}
            >
              {q.choices.map((c) => (
                <Choice
                  key={c.score}
                  type={q.multiple ? 'checkbox' : 'radio'}
                  name={q.id}
                  checked={(answers[q.id] ?? []).includes(c.score)}
                  onChange={(on) => pick(q.id, c.score, Boolean(q.multiple), on)}
                >
                  {c.text}
                </Choice>
              ))}
            </ChoiceGroup>
          </li>
        ))}
      </ol>
      <p aria-live="polite">{t.answered(answered)}</p>
    </StepForm>
  );
}

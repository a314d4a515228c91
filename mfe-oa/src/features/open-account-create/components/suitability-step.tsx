import { useState } from 'react';
import { suitabilityStepSchema } from '@port/shared/contracts/oa-steps';
import type { OaApplication } from '@port/shared/contracts/oa';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { suitabilityText as t } from '../../../components/suitability-messages';
import { SuitabilityQuestions } from '../../../components/suitability-questions';
import { SuitabilityResult } from '../../../components/suitability-result';
import { useKeptAnswers } from '../../../components/use-kept-answers';
import { useStepForm } from '../hooks/use-step-form';
import { openAccountCreateMessages as m } from '../messages';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

/** Step 3: the SEC's ten questions (kept in the tab until saved); once saved, the result in Thai before moving on. */
export function SuitabilityStep({ app, save, onSaved, onBack }: StepProps) {
  const [answers, setAnswers, forget] = useKeptAnswers('oa-suitability-answers');
  const [result, setResult] = useState<OaApplication | null>(null);
  const form = useStepForm('suitability', suitabilityStepSchema, save, (saved) => {
    forget();
    setResult(saved);
  });

  if (result?.suitability) {
    return (
      <div css={{ display: 'grid', gap: theme.space.md }}>
        <SuitabilityResult score={result.suitability.score} />
        <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => onSaved(result)}>{m.continue}</Button>
        </div>
      </div>
    );
  }
  return (
    <StepForm state={form} onSubmit={() => void form.submit({ answers })} onBack={onBack}>
      {app.suitability ? <SuitabilityResult score={app.suitability.score} /> : null}
      <p>{app.suitability ? t.retake : t.lead}</p>
      <SuitabilityQuestions answers={answers} onChange={setAnswers} error={form.errors.answers} />
    </StepForm>
  );
}

import type { SuitabilityAnswers } from '@port/shared/domain/suitability';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { theme } from '@port/shared/ui/theme';
import { Choice, ChoiceGroup } from './fields';
import { suitabilityText as t } from './suitability-messages';

export type Answers = Record<string, number[]>;

/** One answer picked or unpicked: a single-choice question keeps one, a multiple one keeps a sorted set. */
export function pickAnswer(old: Answers, id: string, score: number, multiple: boolean, on: boolean): Answers {
  const now = old[id] ?? [];
  return { ...old, [id]: multiple ? (on ? [...now, score].sort() : now.filter((s) => s !== score)) : [score] };
}

export const answeredCount = (answers: SuitabilityAnswers): number =>
  SUITABILITY_QUESTIONS.filter((q) => (answers[q.id] ?? []).length > 0).length;

/**
 * The SEC's ten questions (shared/domain/suitability: one question set for account opening and the
 * renewal), each a labelled group; an unanswered question shows `error` once the form was sent.
 */
export function SuitabilityQuestions({
  answers,
  onChange,
  error,
}: {
  answers: Answers;
  onChange: (answers: Answers) => void;
  error?: string | undefined;
}) {
  return (
    <>
      <ol css={{ display: 'grid', gap: theme.space.lg, paddingLeft: theme.space.ml }}>
        {SUITABILITY_QUESTIONS.map((q) => (
          <li key={q.id}>
            <ChoiceGroup legend={q.text} name={q.id} error={error && !(answers[q.id] ?? []).length ? error : undefined}>
              {q.choices.map((c) => (
                <Choice
                  key={c.score}
                  type={q.multiple ? 'checkbox' : 'radio'}
                  name={q.id}
                  checked={(answers[q.id] ?? []).includes(c.score)}
                  onChange={(on) => onChange(pickAnswer(answers, q.id, c.score, Boolean(q.multiple), on))}
                >
                  {c.text}
                </Choice>
              ))}
            </ChoiceGroup>
          </li>
        ))}
      </ol>
      <p aria-live="polite">{t.answered(answeredCount(answers))}</p>
    </>
  );
}

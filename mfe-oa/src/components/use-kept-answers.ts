import { useCallback, useEffect, useState } from 'react';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import type { Answers } from './suitability-questions';

/** Only answers that are choices of the ten questions come back; anything else kept is dropped. */
function read(key: string): Answers {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    if (typeof kept !== 'object' || kept === null) return {};
    const answers: Answers = {};
    for (const q of SUITABILITY_QUESTIONS) {
      const picked: unknown = (kept as Record<string, unknown>)[q.id];
      if (Array.isArray(picked) && picked.every((s) => q.choices.some((c) => c.score === s))) answers[q.id] = picked as number[];
    }
    return answers;
  } catch {
    return {};
  }
}

/**
 * Answers not yet sent, kept in this tab's sessionStorage (issue 18): a customer who leaves the
 * test and comes back finds what they ticked; sent answers are cleared. Closing the tab forgets them.
 */
export function useKeptAnswers(key: string): [Answers, (answers: Answers) => void, () => void] {
  const [answers, setAnswers] = useState<Answers>(() => read(key));
  useEffect(() => {
    try {
      if (Object.keys(answers).length > 0) sessionStorage.setItem(key, JSON.stringify(answers));
    } catch {
      // Storage full or blocked: the answers stay on the screen only.
    }
  }, [key, answers]);
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing kept.
    }
  }, [key]);
  return [answers, setAnswers, clear];
}

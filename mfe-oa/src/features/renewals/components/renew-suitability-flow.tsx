import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { CustomerRecord } from '@port/shared/contracts/customer-record';
import { isCompleteAnswers, suitabilityScore } from '@port/shared/domain/suitability';
import { Button } from '@port/shared/ui/button';
import { primaryLink } from '@port/shared/ui/primary-link';
import { focusRing, theme } from '@port/shared/ui/theme';
import { SuitabilityQuestions } from '../../../components/suitability-questions';
import { SuitabilityResult } from '../../../components/suitability-result';
import { useKeptAnswers } from '../../../components/use-kept-answers';
import { useRenewalSave } from '../api/use-renewal-save';
import { renewalText as t } from '../messages';
import { CurrentSuitability } from './current-suitability';
import { RenewalFailure } from './renewal-failure';
import { actions } from './styles';

type Stage = 'answer' | 'preview';

/**
 * The SEC test again (issue 18 item 1): answer (kept in the tab until sent), see the result and the
 * new expiry before saving, confirm; the saved record then replaces the form.
 */
export function RenewSuitabilityFlow({ record }: { record: CustomerRecord }) {
  const [answers, setAnswers, forget] = useKeptAnswers(`renew-suitability:${record.customer_id}`);
  const [stage, setStage] = useState<Stage>('answer');
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { busy, failure, saved, save } = useRenewalSave('suitability', record.customer_id);
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());

  const preview = (event: FormEvent) => {
    event.preventDefault();
    const complete = isCompleteAnswers(answers);
    setMissing(!complete);
    if (!complete) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('fieldset[aria-invalid="true"] input')?.focus());
      return;
    }
    setStage('preview');
    focusHeading();
  };
  const confirm = async () => {
    if (!(await save({ answers }))) return;
    forget();
    focusHeading();
  };

  const result = { heading, score: suitabilityScore(answers) };
  if (saved?.suitability.expiry) {
    return (
      <ResultStage {...result} testId="renewal-saved" title={t.savedTitle} expiry={t.savedExpiry(saved.suitability.expiry)}>
        <Link to="/dashboard" css={[primaryLink, focusRing]}>
          {t.toDashboard}
        </Link>
      </ResultStage>
    );
  }
  if (stage === 'preview') {
    return (
      <ResultStage
        {...result}
        testId="renewal-preview"
        title={t.previewTitle}
        expiry={t.newExpiry(record.renewal_expiry.suitability)}
      >
        <RenewalFailure message={failure} />
        <div css={actions}>
          <Button variant="secondary" onClick={() => setStage('answer')} disabled={busy}>
            {t.editAnswers}
          </Button>
          <Button busy={busy} onClick={() => void confirm()}>
            {t.confirm}
          </Button>
        </div>
      </ResultStage>
    );
  }
  return (
    <form noValidate onSubmit={preview}>
      <CurrentSuitability record={record} />
      <p>{t.suitabilityLead}</p>
      <SuitabilityQuestions answers={answers} onChange={setAnswers} error={missing ? t.incomplete : undefined} />
      <RenewalFailure message={missing ? t.incomplete : null} />
      <div css={actions}>
        <span />
        <Button type="submit">{t.seeResult}</Button>
      </div>
    </form>
  );
}

/** A stage after the answers (preview, saved): its heading takes the focus, the result and its expiry, then what follows. */
function ResultStage({
  testId,
  title,
  heading,
  score,
  expiry,
  children,
}: {
  testId: string;
  title: string;
  heading: RefObject<HTMLHeadingElement | null>;
  score: number;
  expiry: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="renewal-stage" css={{ display: 'grid', gap: theme.space.md }} data-testid={testId}>
      <h2 id="renewal-stage" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <SuitabilityResult score={score}>
        <p>{expiry}</p>
      </SuitabilityResult>
      {children}
    </section>
  );
}

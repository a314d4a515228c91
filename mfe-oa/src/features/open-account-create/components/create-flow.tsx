import { useEffect, useRef, useState } from 'react';
import { isReturned, type OaAccountKind, type OaApplication } from '@port/shared/contracts/oa';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { theme } from '@port/shared/ui/theme';
import { useApplication } from '../api/get-application';
import { useSaveStep } from '../api/save-step';
import { useSubmitApplication } from '../api/submit-application';
import { previousStep, stepNumber, FLOW_STEPS, type FlowStep } from '../model/steps';
import { askedSteps, nextAsked, openSteps, previousAsked } from '../model/returned';
import { returnedText } from '../returned-messages';
import { openAccountCreateMessages as m, reviewText as r, STEP_TITLE } from '../messages';
import { BankStep } from './bank-step';
import { ReturnedNotice } from './returned-notice';
import { IdentityStep } from './identity-step';
import { ReviewStep } from './review-step';
import { Stepper } from './stepper';
import { SubmittedView } from './submitted-view';
import { SuitabilityStep } from './suitability-step';
import { TaxStep } from './tax-step';
import { WorkStep } from './work-step';
import { useMinimumLoading } from '@port/shared/ui/loading-state';

const STEPS = { identity: IdentityStep, work: WorkStep, suitability: SuitabilityStep, tax: TaxStep, bank: BankStep };

/**
 * The application, resumed at the first unfinished step saved on the server (any device). Sent back
 * by the back office (issue 22 item 1), it shows why and opens only the asked steps and the review.
 */
export function CreateFlow({ kind }: { kind: OaAccountKind }) {
  const { data, error, mutate } = useApplication(kind);
  const save = useSaveStep(kind);
  const submit = useSubmitApplication(kind);
  const [current, setCurrent] = useState<FlowStep | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const loading = useMinimumLoading(!data && !error); // spec §9: no flashing skeleton
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [current]);

  if (error && !data) return <SectionError error={error} title={m.loadError} onRetry={() => void mutate()} />;
  if (!data || loading) return <SkeletonBlock height={560} label={m.loading} />;
  const returned = isReturned(data.status) ? data.status : null;
  if (data.status !== 'draft' && !returned) {
    const title =
      data.status === 'approved' ? r.approvedTitle : data.resubmitted ? returnedText.resubmittedTitle : r.submittedTitle;
    return (
      <SectionCard title={title} testId="oa-submitted">
        <SubmittedView approved={data.status === 'approved'} resubmitted={Boolean(data.resubmitted)} />
      </SectionCard>
    );
  }

  const first: FlowStep = data.next_step ?? 'review';
  const step = current ?? first;
  const go = (to: FlowStep) => {
    moved.current = true;
    setCurrent(to);
  };
  const onSaved = (app: OaApplication) => go(returned ? nextAsked(app, step) : (app.next_step ?? 'review'));
  const back = returned ? previousAsked(data, step) : previousStep(step);
  const onBack = back ? () => go(back) : null;
  const Step = step === 'review' ? null : STEPS[step];
  return (
    <div data-testid="oa-create" data-step={step}>
      {returned ? <ReturnedNotice app={data} status={returned} /> : null}
      <Stepper
        current={step}
        completed={data.completed_steps}
        first={first}
        onGo={go}
        {...(returned ? { only: openSteps(data) } : {})}
      />
      <section
        aria-labelledby="oa-step-title"
        css={{
          background: theme.color.surface,
          border: `1px solid ${theme.color.borderSubtle}`,
          borderRadius: theme.radius.card,
          padding: theme.space.lg,
        }}
      >
        <p css={{ margin: 0, color: theme.color.textMuted }}>{m.stepOf(stepNumber(step), FLOW_STEPS.length)}</p>
        <h2
          id="oa-step-title"
          ref={heading}
          tabIndex={-1}
          css={{ margin: `${theme.space.xs} 0 ${theme.space.lg}`, fontSize: theme.font.size.lg }}
        >
          {STEP_TITLE[step]}
        </h2>
        {Step ? (
          <Step key={step} app={data} save={save} onSaved={onSaved} onBack={onBack} />
        ) : (
          <ReviewStep
            app={data}
            submit={submit}
            onSubmitted={() => undefined}
            onEdit={go}
            onBack={() => go(returned ? (previousAsked(data, 'review') ?? 'review') : 'bank')}
            {...(returned ? { editable: askedSteps(data), lead: returnedText.lead, submitText: returnedText.resubmit } : {})}
          />
        )}
      </section>
    </div>
  );
}

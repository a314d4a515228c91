import { css } from '@emotion/react';
import { useRef, type FormEvent } from 'react';
import { goalTypeSchema } from '@port/shared/contracts/plan';
import { formatMoney } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { focusRing, theme } from '@port/shared/ui/theme';
import { useDraftFields } from '../hooks/use-draft-fields';
import { useDraftStore } from '../model/draft-store';
import { PLAN_NAME_MAX, STEP_FIELDS } from '../model/validate';
import { planCreateMessages as t } from '../messages';
import { CheckField, fieldBox, TextField } from './field';
import { needsRiskAck, RiskPicker } from './risk-picker';

const actions = css`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: space-between;
  margin-top: ${theme.space.lg};
`;

export interface DraftFormProps {
  minInitial: number;
  suggestedRisk: number;
  customerRisk: number | null;
  /** The customer's allowed risk in the rulebook's words; null signed out. */
  suitability?: string | null;
  signedIn: boolean;
  onDone: () => void;
}

/** The plan-create input of spec §3, one step at a time; "next" checks only the step's fields. */
export function DraftForm({ minInitial, suggestedRisk, customerRisk, suitability = null, signedIn, onDone }: DraftFormProps) {
  const draft = useDraftStore((s) => s.draft);
  const step = useDraftStore((s) => s.step);
  const setStep = useDraftStore((s) => s.setStep);
  const update = useDraftStore((s) => s.update);
  const acknowledged = useDraftStore((s) => s.riskAcknowledged);
  const { text, errors, change, reveal, blur } = useDraftFields(minInitial);
  const ackMissing = needsRiskAck(draft.displayRiskLevel, customerRisk, acknowledged);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const last = t.steps.length - 1;

  const go = (to: number) => {
    setStep(to);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const next = (event: FormEvent) => {
    event.preventDefault();
    const fields = STEP_FIELDS[step] ?? [];
    const ok = reveal(fields);
    if (!ok) return;
    if (step === 2 && (draft.displayRiskLevel === null || ackMissing)) return;
    // The minimum follows the level just chosen: amounts below it go back to their step (issue 17).
    if (step === 2 && !reveal(STEP_FIELDS[1] ?? [])) return go(1);
    if (step < last) go(step + 1);
    else onDone();
  };
  const field = (
    name: 'target' | 'timeframe' | 'initial' | 'contribution' | 'planName',
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <TextInput
      name={name}
      label={label}
      value={text[name]}
      error={errors[name]}
      onChange={(v) => change(name, v)}
      onBlur={() => blur(name)}
      {...extra}
    />
  );

  return (
    <form onSubmit={next} noValidate data-testid="draft-form">
      <h2 ref={headingRef} tabIndex={-1} css={[{ fontSize: theme.font.size.lg, marginTop: 0 }, focusRing]}>
        {t.stepOf(step + 1, t.steps.length, t.steps[step] ?? '')}
      </h2>
      {step === 0 ? (
        <>
          {draft.skipGoal ? null : (
            <div css={fieldBox}>
              <label htmlFor="goal-type">{t.goalType}</label>
              <select
                id="goal-type"
                value={draft.goal ?? ''}
                onChange={(e) => update({ goal: goalTypeSchema.safeParse(e.target.value).data ?? null })}
                css={focusRing}
              >
                <option value="">{t.goalTypeNone}</option>
                {goalTypeSchema.options.map((g) => (
                  <option key={g} value={g}>
                    {t.goalTypes[g]}
                  </option>
                ))}
              </select>
            </div>
          )}
          {draft.skipGoal ? null : field('target', t.target, { inputMode: 'decimal' })}
          <CheckField label={t.skipGoal} checked={draft.skipGoal} onChange={(v) => update({ skipGoal: v })} />
          {draft.skipTimeframe ? null : field('timeframe', t.timeframe, { inputMode: 'numeric' })}
          <CheckField label={t.skipTimeframe} checked={draft.skipTimeframe} onChange={(v) => update({ skipTimeframe: v })} />
        </>
      ) : null}
      {step === 1 ? (
        <>
          {field('initial', t.initial, { inputMode: 'decimal', hint: t.initialHint(formatMoney(minInitial)) })}
          {draft.skipContribution
            ? null
            : field('contribution', t.contribution, { inputMode: 'decimal', hint: t.contributionHint(formatMoney(minInitial)) })}
          <CheckField
            label={t.skipContribution}
            checked={draft.skipContribution}
            onChange={(v) => update({ skipContribution: v })}
          />
        </>
      ) : null}
      {step === 2 ? (
        <RiskPicker
          customerRisk={customerRisk}
          suggestedRisk={suggestedRisk}
          signedIn={signedIn}
          ackError={ackMissing ? t.errors.riskAck : undefined}
          levelMinimum={t.levelMinimum(formatMoney(minInitial))}
          suitability={suitability}
        />
      ) : null}
      {step === 3 ? field('planName', t.planName, { hint: t.planNameHint }) : null}
      <div css={actions}>
        {step > 0 ? (
          <Button type="button" variant="secondary" onClick={() => go(step - 1)}>
            {t.back}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit">{step < last ? t.next : t.toReview}</Button>
      </div>
    </form>
  );
}

function TextInput(props: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (v: string) => void;
  onBlur: () => void;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
}) {
  const { name, ...rest } = props;
  // Names may be typed a little past 50 so the Thai "too long" message can show instead of silently cutting.
  return <TextField name={name} maxLength={name === 'planName' ? PLAN_NAME_MAX + 20 : 20} {...rest} />;
}

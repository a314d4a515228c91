import { css } from '@emotion/react';
import type { OaStep } from '@port/shared/contracts/oa-steps';
import { focusRing, theme } from '@port/shared/ui/theme';
import { canOpen, FLOW_STEPS, stepNumber, type FlowStep } from '../model/steps';
import { openAccountCreateMessages as m, STEP_SHORT, STEP_TITLE } from '../messages';

const list = css`
  list-style: none;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: ${theme.space.xs};
  @media (max-width: 640px) {
    /* Numbers only on a phone, but each button keeps its step name for screen readers. */
    .title {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;
/** On a phone the bar shows numbers only: this line names the current step (issue 11 review item 4). */
const phoneLine = css`
  display: none;
  margin: -${theme.space.sm} 0 ${theme.space.md};
  font-weight: ${theme.font.weight.bold};
  @media (max-width: 640px) {
    display: block;
  }
`;
const item = css`
  font: inherit;
  width: 100%;
  min-height: 44px;
  display: grid;
  justify-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border: 0;
  border-top: 4px solid ${theme.color.borderSubtle};
  background: none;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  text-align: center;
  position: relative;
  &[data-state='done'] {
    border-top-color: ${theme.color.profit};
    cursor: pointer;
  }
  &[aria-current='step'] {
    border-top-color: ${theme.color.primary};
    color: ${theme.color.text};
    font-weight: ${theme.font.weight.bold};
  }
`;

interface Props {
  current: FlowStep;
  completed: readonly OaStep[];
  first: FlowStep;
  onGo: (step: FlowStep) => void;
  /** Only these open (a sent-back application: the asked steps and the review); otherwise the saved ones and the first unsaved. */
  only?: readonly FlowStep[];
}

/** Six steps; saved ones can be reopened, later ones wait until the earlier are saved. */
export function Stepper({ current, completed, first, onGo, only }: Props) {
  return (
    <nav aria-label={m.title}>
      <ol css={list}>
        {FLOW_STEPS.map((step, i) => {
          const state = step !== 'review' && completed.includes(step) ? 'done' : 'todo';
          const open = only ? only.includes(step) : canOpen(step, completed, first);
          return (
            <li key={step}>
              <button
                type="button"
                css={[item, focusRing]}
                data-state={state}
                aria-current={step === current ? 'step' : undefined}
                disabled={!open}
                onClick={() => onGo(step)}
              >
                <span aria-hidden="true">{i + 1}</span>
                <span className="title">{STEP_TITLE[step]}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <p css={phoneLine} data-testid="oa-step-phone">
        {m.stepShort(stepNumber(current), FLOW_STEPS.length, STEP_SHORT[current])}
      </p>
    </nav>
  );
}

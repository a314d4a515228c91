import { css } from '@emotion/react';
import { useState } from 'react';
import type { OaApplication } from '@port/shared/contracts/oa';
import { OA_MESSAGES, type OaStep } from '@port/shared/contracts/oa-steps';
import { errorMessage } from '@port/shared/http/http-error-info';
import { Button } from '@port/shared/ui/button';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import { reviewText as t, STEP_TITLE } from '../messages';
import { returnedText as r } from '../returned-messages';
import { reviewSections } from '../model/review-sections';
import { Choice, ChoiceGroup } from '../../../components/fields';
import { ReviewValue } from './review-value';
import { StepForm } from './step-form';

const group = css`
  padding: ${theme.space.sm} 0;
  border-top: 1px solid ${theme.color.divider};
`;
const list = css`
  margin: 0;
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: minmax(120px, 200px) 1fr;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: ${theme.space.sm};
    }
  }
  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

interface Props {
  app: OaApplication;
  submit: () => Promise<OaApplication>;
  onSubmitted: (app: OaApplication) => void;
  onEdit: (step: OaStep) => void;
  onBack: () => void;
  /** A sent-back application: only these steps have an edit button; the lead and the button say it is sent again. */
  editable?: readonly OaStep[];
  lead?: string;
  submitText?: string;
}

/** Step 6: what was saved (numbers masked), the consent, and the submit. */
export function ReviewStep({ app, submit, onSubmitted, onEdit, onBack, editable, lead = t.lead, submitText = t.submit }: Props) {
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setFailure(null);
    if (!consent) {
      setConsentError(OA_MESSAGES.consent);
      return;
    }
    setBusy(true);
    try {
      onSubmitted(await submit());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const sections = reviewSections(app);
  return (
    <StepForm state={{ busy, failure }} onSubmit={() => void send()} onBack={onBack} submitText={submitText}>
      <p css={{ marginTop: 0 }}>{lead}</p>
      {sections.map(({ step, rows }) => (
        <section key={step} aria-label={STEP_TITLE[step]} css={group}>
          <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space.sm }}>
            <h3 css={{ margin: 0, fontSize: theme.font.size.md }}>{STEP_TITLE[step]}</h3>
            {!editable || editable.includes(step) ? (
              <Button variant="ghost" onClick={() => onEdit(step)} aria-label={t.editStep(STEP_TITLE[step])}>
                {t.edit}
              </Button>
            ) : (
              <span css={{ color: theme.color.textMuted, fontSize: theme.font.size.sm }}>{r.locked}</span>
            )}
          </div>
          <dl css={list}>
            {rows.map(([label, value]) => (
              <div key={label} css={{ display: 'contents' }}>
                <dt>
                  <ThaiText>{label}</ThaiText>
                </dt>
                <dd>
                  <ReviewValue>{value}</ReviewValue>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <div css={{ marginTop: theme.space.lg }}>
        <ChoiceGroup legend={STEP_TITLE.review} name="consent" error={consentError}>
          <Choice
            type="checkbox"
            name="consent"
            checked={consent}
            onChange={(on) => {
              setConsent(on);
              setConsentError(undefined);
            }}
          >
            <ThaiText>{t.consent}</ThaiText>
          </Choice>
        </ChoiceGroup>
      </div>
    </StepForm>
  );
}

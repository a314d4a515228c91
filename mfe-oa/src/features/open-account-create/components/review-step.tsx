import { css } from '@emotion/react';
import { useState } from 'react';
import type { OaApplication } from '@port/shared/contracts/oa';
import { OA_MESSAGES, type OaStep } from '@port/shared/contracts/oa-steps';
import { formatDate } from '@port/shared/format/date';
import { errorMessage } from '@port/shared/http/http-error-info';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { openAccountCreateMessages as m, reviewText as t, STEP_TITLE, suitabilityText } from '../messages';
import { Choice, ChoiceGroup } from './fields';
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
}

/** Step 6: what was saved (numbers masked), the consent, and the submit. */
export function ReviewStep({ app, submit, onSubmitted, onEdit, onBack }: Props) {
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { identity, suitability, bank, tax } = app;
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
  const groups: [OaStep, [string, string | null][]][] = [
    [
      'identity',
      [
        [
          t.name,
          identity && `${identity.first_name_th} ${identity.last_name_th} (${identity.first_name_en} ${identity.last_name_en})`,
        ],
        [t.idNumber, identity?.id_number_masked ?? null],
        [t.birthDate, identity ? formatDate(identity.birth_date, { long: true }) : null],
        [t.contact, identity && `${identity.mobile} · ${identity.email}`],
      ],
    ],
    ['suitability', [[t.risk, suitability && suitabilityText.level(suitability.risk_level, suitability.risk_level_name)]]],
    ['tax', [[t.usPerson, tax ? (tax.us_person ? m.yes : m.no) : null]]],
    ['bank', [[t.bank, bank && `${bank.bank_name} ${bank.account_no_masked}`]]],
  ];
  return (
    <StepForm onSubmit={() => void send()} onBack={onBack} busy={busy} failure={failure} hasErrors={false} submitText={t.submit}>
      <p css={{ marginTop: 0 }}>{t.lead}</p>
      {groups.map(([step, rows]) => (
        <section key={step} aria-label={STEP_TITLE[step]} css={group}>
          <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space.sm }}>
            <h3 css={{ margin: 0, fontSize: theme.font.size.md }}>{STEP_TITLE[step]}</h3>
            <Button variant="ghost" onClick={() => onEdit(step)} aria-label={`${t.edit} ${STEP_TITLE[step]}`}>
              {t.edit}
            </Button>
          </div>
          <dl css={list}>
            {rows.map(([label, value]) => (
              <div key={label} css={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
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
            {t.consent}
          </Choice>
        </ChoiceGroup>
      </div>
    </StepForm>
  );
}

import { css } from '@emotion/react';
import { focusRing, theme } from '@port/shared/ui/theme';
import { useDraftStore } from '../model/draft-store';
import { planCreateMessages as t } from '../messages';
import { hintText } from '@port/shared/ui/form-control';
import { CheckField, errorText } from './field';
import { noticeBox } from './notice-box';

const options = css`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${theme.space.sm};
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space.xs};
    padding: ${theme.space.sm};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.color.primary};
    background: ${theme.color.tone.info.bg};
  }
  small {
    color: ${theme.color.tone.success.fg};
  }
`;
const warning = noticeBox('warning');
const yours = css`
  display: grid;
  gap: ${theme.space.xs};
`;

export interface RiskPickerProps {
  /** The signed-in customer's suitability level; null when signed out or unknown. */
  customerRisk: number | null;
  suggestedRisk: number;
  signedIn: boolean;
  ackError?: string | undefined;
  /** The customer's allowed risk in the rulebook's words (current, expired or none); null signed out. */
  suitability?: string | null;
  /** The plan's minimum at the chosen level. */
  levelMinimum?: string;
}

/** The plan's risk level 1–8 (the fund scale): the highest fund level the customer's suitability allows is recommended; a riskier choice needs an acknowledgement (issue 9). */
export function RiskPicker({
  customerRisk,
  suggestedRisk,
  signedIn,
  ackError,
  suitability = null,
  levelMinimum,
}: RiskPickerProps) {
  const level = useDraftStore((s) => s.draft.displayRiskLevel);
  const update = useDraftStore((s) => s.update);
  const recommended = customerRisk ?? suggestedRisk;
  const riskier = customerRisk !== null && level !== null && level > customerRisk;
  return (
    <>
      <fieldset css={options}>
        <legend css={{ marginBottom: theme.space.sm, fontWeight: theme.font.weight.medium }}>{t.risk}</legend>
        {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="risk-level"
              value={n}
              checked={level === n}
              onChange={() => update({ displayRiskLevel: n })}
              css={focusRing}
            />
            {t.riskOption(n)}
            {n === recommended ? <small>{t.recommended}</small> : null}
          </label>
        ))}
      </fieldset>
      {levelMinimum ? <p css={hintText}>{levelMinimum}</p> : null}
      {signedIn && suitability ? (
        <div css={yours} data-testid="risk-yours">
          <p css={{ margin: 0 }}>{suitability}</p>
          {customerRisk !== null ? <p css={hintText}>{t.recommendedYours(customerRisk)}</p> : null}
        </div>
      ) : null}
      {!signedIn ? (
        <p css={hintText} data-testid="risk-signed-out-note">
          {t.signedOutRisk}
        </p>
      ) : null}
      {riskier ? <RiskAck chosen={level} customerRisk={customerRisk} ackError={ackError} /> : null}
    </>
  );
}

/** The warning for a level above the customer's, with the acknowledgement it needs (also on the review). */
export function RiskAck({
  chosen,
  customerRisk,
  ackError,
}: {
  chosen: number;
  customerRisk: number;
  ackError?: string | undefined;
}) {
  const acknowledged = useDraftStore((s) => s.riskAcknowledged);
  const acknowledge = useDraftStore((s) => s.acknowledgeRisk);
  return (
    <div css={warning} role="alert" data-testid="risk-warning">
      <p css={{ marginTop: 0 }}>{t.riskierWarning(chosen, customerRisk)}</p>
      <CheckField label={t.riskAck} checked={acknowledged} onChange={acknowledge} testId="risk-ack" />
      {ackError ? <p css={errorText}>{ackError}</p> : null}
    </div>
  );
}

/** True when the chosen level is riskier than the customer's and not yet acknowledged. */
export const needsRiskAck = (level: number | null, customerRisk: number | null, acknowledged: boolean) =>
  customerRisk !== null && level !== null && level > customerRisk && !acknowledged;

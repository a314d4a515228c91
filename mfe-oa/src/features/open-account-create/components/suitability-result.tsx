import { css } from '@emotion/react';
import type { OaApplication } from '@port/shared/contracts/oa';
import { allowedFundRiskText, suitabilityBand } from '@port/shared/domain/suitability';
import { theme } from '@port/shared/ui/theme';
import { suitabilityText as t } from '../messages';

const box = css`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.card};
  background: ${theme.color.tone.info.bg};
  color: ${theme.color.tone.info.fg};
  p {
    margin: ${theme.space.xs} 0 0;
  }
`;

/** The investor's risk level in Thai with the fund risk levels it allows (SEC bands, shared/domain/suitability). */
export function SuitabilityResult({ result }: { result: NonNullable<OaApplication['suitability']> }) {
  const band = suitabilityBand(result.score);
  return (
    <section css={box} aria-labelledby="suitability-result" data-testid="suitability-result">
      <h3 id="suitability-result" css={{ margin: 0, fontSize: theme.font.size.lg }}>
        {t.result(result.risk_level, result.risk_level_name)}
      </h3>
      <p>{t.score(result.score)}</p>
      <p>{t.allows(allowedFundRiskText(band))}</p>
      {band.maxFundRisk < 8 ? <p>{t.riskier}</p> : null}
    </section>
  );
}

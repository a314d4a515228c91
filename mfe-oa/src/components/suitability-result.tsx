import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { allowedFundRiskText, suitabilityBand } from '@port/shared/domain/suitability';
import { theme } from '@port/shared/ui/theme';
import { suitabilityText as t } from './suitability-messages';

const box = css`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.card};
  background: ${theme.color.tone.info.bg};
  color: ${theme.color.tone.info.fg};
  p {
    margin: ${theme.space.xs} 0 0;
  }
`;

/**
 * The investor's risk level in Thai with the fund risk levels it allows, from the score by the one
 * SEC scoring of shared/domain/suitability (account opening and the renewal say the same).
 */
export function SuitabilityResult({ score, children }: { score: number; children?: ReactNode }) {
  const band = suitabilityBand(score);
  return (
    <section css={box} aria-labelledby="suitability-result" data-testid="suitability-result">
      <h3 id="suitability-result" css={{ margin: 0, fontSize: theme.font.size.lg }}>
        {t.result(band.level, band.name)}
      </h3>
      <p>{t.score(score)}</p>
      <p>{t.allows(allowedFundRiskText(band))}</p>
      {band.maxFundRisk < 8 ? <p>{t.riskier}</p> : null}
      {children}
    </section>
  );
}

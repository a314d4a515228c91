import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { PlanTypeCard as Card } from '@port/shared/contracts/plan-select';
import { Money } from '@port/shared/ui/money';
import { focusRing, theme } from '@port/shared/ui/theme';
import { tileCard, tileGrid } from '@port/shared/ui/tile-card';
import { ThaiText } from '@port/shared/ui/thai-text';
import { catalogMessages as t } from '../messages';

const card = css`
  ${tileCard}
  h3 {
    font-size: ${theme.font.size.lg};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0;
  }
  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    text-align: right;
    white-space: nowrap;
  }
  ul {
    margin: 0;
    padding-left: ${theme.space.ml};
  }
`;
const link = css`
  margin-top: auto;
  color: ${theme.color.primary};
  font-weight: ${theme.font.weight.bold};
`;

/** One plan type with the facts a person compares: who it is for, minimum, suggested risk, highlights. */
export function PlanTypeCard({ plan }: { plan: Card }) {
  return (
    <article css={card} data-testid={`plan-type-${plan.plan_type}`}>
      <h3>{plan.name}</h3>
      <p>
        {t.forWho}: <ThaiText>{plan.description}</ThaiText>
      </p>
      <dl>
        <dt>{t.minimum}</dt>
        <dd>
          <Money value={plan.min_initial} withUnit />
        </dd>
        <dt>{t.suggestedRisk}</dt>
        <dd>{t.riskLevel(plan.suggested_risk_level)}</dd>
      </dl>
      <ul>
        {plan.highlights.map((h) => (
          <li key={h}>
            <ThaiText>{h}</ThaiText>
          </li>
        ))}
      </ul>
      <Link to={`/plan-select/plans/${plan.plan_type}`} css={[link, focusRing]} aria-label={t.details(plan.name)}>
        {t.detailsShort}
      </Link>
    </article>
  );
}

export const cardGrid = css`
  ${tileGrid}
  margin-bottom: ${theme.space.lg};
`;

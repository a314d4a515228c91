import { css } from '@emotion/react';
import type { ModelPreview } from '@port/shared/contracts/plan-select';
import { formatPercent } from '@port/shared/format/number';
import { captionedTable, DataTable } from '@port/shared/ui/data-table';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import { planTypeMessages as t } from '../messages';

const table = css`
  ${captionedTable}
  margin-bottom: ${theme.space.md};
  th,
  td {
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.color.divider};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
const bar = (weight: number, index: number) => css`
  display: block;
  height: 8px;
  width: ${weight}%;
  border-radius: ${theme.radius.pill};
  background: ${theme.chart.categories[index % theme.chart.categories.length]};
`;

/** The funds' own risk levels against the plan's, said as they are (never "the portfolio is level N" alone). */
function FundLevels({ model }: { model: ModelPreview }) {
  const levels = model.funds.map((f) => f.risk_level);
  if (levels.length === 0) return null;
  const lo = Math.min(...levels);
  const hi = Math.max(...levels);
  const range = lo === hi ? `${lo}` : `${lo}–${hi}`;
  return (
    <ThaiText>{hi > model.risk_level ? t.fundsAbove(range, model.risk_level) : t.fundsWithin(range, model.risk_level)}</ThaiText>
  );
}

/** The model portfolio of a plan type at one risk level: facts, category weights and funds. */
export function ModelPortfolio({ model }: { model: ModelPreview }) {
  return (
    <div data-testid="model-portfolio">
      <p>
        <strong>{model.title}</strong> — {model.sub_title}
      </p>
      <p data-testid="model-level-meaning">
        <ThaiText>{t.levelMeaning(model.risk_level)}</ThaiText>
      </p>
      <p data-testid="model-fund-levels">
        <FundLevels model={model} />
      </p>
      <p>
        {t.expectedReturn} {formatPercent(model.annual_target)} · {t.volatility} {formatPercent(model.volatility)}
      </p>
      <DataTable css={table} caption={t.categories} columns={[t.category, t.weight]}>
        {model.categories.map((c, i) => (
          <tr key={c.name}>
            <td>
              {c.name}
              <span aria-hidden="true" css={bar(c.weight, i)} />
            </td>
            <td>{formatPercent(c.weight)}</td>
          </tr>
        ))}
      </DataTable>
      <DataTable css={table} caption={t.funds} columns={[t.fund, t.fundRisk, t.weight]}>
        {model.funds.map((f) => (
          <tr key={f.fund_shortcode}>
            <td>
              <strong>{f.fund_shortcode}</strong>
              <br />
              <ThaiText>{f.fund_name_th}</ThaiText>
            </td>
            <td>{f.risk_level}</td>
            <td>{formatPercent(f.weight)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

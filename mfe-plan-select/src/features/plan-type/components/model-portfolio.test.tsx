import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goalInfo } from '../../../test/fixtures';
import { ModelPortfolio } from './model-portfolio';

describe('model portfolio level (issue 9 review item 2; spec §3 model port, plan risk_level)', () => {
  it('says when some funds are riskier than the plan level instead of calling the portfolio that level', () => {
    const base = goalInfo(null, 4).model;
    render(<ModelPortfolio model={{ ...base, funds: base.funds.map((f, i) => ({ ...f, risk_level: i === 0 ? 5 : 3 })) }} />);
    expect(screen.getByTestId('model-fund-levels').textContent).toBe('กองทุนในพอร์ตนี้เสี่ยงระดับ 3–5 บางกองทุนเกินเพดานระดับ 4 ของแผน');
    expect(screen.getByTestId('model-level-meaning').textContent).toContain('ไม่ใช่ค่าเฉลี่ยของกองทุนในพอร์ต');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portPaths } from '@port/shared/contracts/api-paths';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { wealthPath } from '../../../test/fixtures';
import { ProjectionPanel } from './projection-panel';

const input = { riskLevel: 5, initial: 10000, contribution: 3000, timeframe: 5, target: 300000 };
const url = `${portPaths.wealthPath(5)}?initial=10000&contribution=3000&timeframe=5&target=300000`;

describe('projection beside the form (issue 9 "Bad input and faults")', () => {
  it('without a timeframe the review says there is no projection instead of asking for one (issue 17 read)', () => {
    renderAt(<ProjectionPanel input={null} noTimeframe />);
    expect(screen.getByText('แผนนี้ไม่กำหนดระยะเวลา จึงไม่มีประมาณการมูลค่าในอนาคต')).toBeTruthy();
    expect(screen.queryByText('กรอกเงินลงทุนและระยะเวลาเพื่อดูประมาณการ')).toBeNull();
  });

  it('a slow projection says so on its own, without a chart yet; when the answer comes the message goes', async () => {
    let answer: () => void = () => undefined;
    fakeApi().on('GET', url, () => new Promise((resolve) => (answer = () => resolve(ok(wealthPath(85))))));
    renderAt(<ProjectionPanel input={input} debounceMs={0} slowMs={20} />);
    expect((await screen.findByTestId('projection-slow')).textContent).toBe(
      'การคำนวณประมาณการใช้เวลานานกว่าปกติ คุณกรอกข้อมูลต่อได้ ประมาณการจะแสดงเมื่อพร้อม',
    );
    answer();
    expect(await screen.findByTestId('goal-probability')).toHaveProperty('textContent', '85.00%');
    expect(screen.queryByTestId('projection-slow')).toBeNull();
  });
});

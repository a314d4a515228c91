import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { emptyApplication, planListWith } from '../../../test/fixtures';
import { AccountKindList } from './account-kind-list';

const flags = {
  omnibus: 'READY',
  segregate: 'READY',
  kkp_savings: 'OPENED',
  daingern_invest: 'DISABLED',
  siam_validus: 'HIDDEN',
} as const;

describe('landing account kinds (issue 11 review items 1 and 3; spec §3 can_oa, §8)', () => {
  it('no answer in time ends in a Thai message with a retry, never an endless skeleton; the retry loads the kinds', async () => {
    let calls = 0;
    fakeApi()
      .get({
        [`${otherPaths.oaApplication}?account=omnibus`]: ok(emptyApplication()),
        [`${otherPaths.oaApplication}?account=segregate`]: ok(emptyApplication('segregate')),
      })
      .on('GET', portAggregationPaths.planList, () => {
        calls += 1;
        // The first call never answers (a hung upstream); the retry does.
        return calls === 1 ? new Promise(() => undefined) : ok(planListWith(flags));
      });
    renderAt(<AccountKindList slowMs={30} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดสถานะการเปิดบัญชีไม่สำเร็จ');
    expect(alert.textContent).toContain('ระบบใช้เวลานานกว่าปกติ กรุณาลองใหม่อีกครั้ง');
    expect(document.querySelectorAll('[data-readiness="NOT_READY"]')).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('heading', { name: 'บัญชีกองทุนรวม (Omnibus)' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('one primary action: only the first READY kind starts with a solid button, the others are outlined', async () => {
    fakeApi().get({
      [portAggregationPaths.planList]: ok(planListWith(flags)),
      [`${otherPaths.oaApplication}?account=omnibus`]: ok(emptyApplication()),
      [`${otherPaths.oaApplication}?account=segregate`]: ok(emptyApplication('segregate')),
    });
    renderAt(<AccountKindList />);
    const starts = await screen.findAllByRole('link', { name: 'เริ่มเปิดบัญชี' });
    expect(starts.map((link) => link.closest('li')?.getAttribute('data-kind'))).toEqual(['omnibus', 'segregate']);
    expect(starts.map((link) => link.getAttribute('data-variant'))).toEqual(['primary', 'secondary']);
    expect(screen.getByRole('link', { name: 'ไปที่พอร์ตของฉัน' }).getAttribute('data-variant')).toBe('secondary');
  });
});

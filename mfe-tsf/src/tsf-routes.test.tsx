import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { APP_TITLE } from '@port/shared/ui/page-title';
import TsfRoutes from './tsf-routes';

const renderPath = (path: string) => renderAt(<TsfRoutes />, { path, route: '/tax-saving-fund/*' });

describe('tsf remote routes (spec §2)', () => {
  it('/tax-saving-fund shows the landing title in the h1 and the tab', () => {
    const clock = { now: '2026-11-18T03:00:00.000Z', today: '2026-11-18' };
    fakeApi().get({ '/auth/profile': ok({ sub: '', logged_in: false }), [portAggregationPaths.businessClock]: ok(clock) });
    renderPath('/tax-saving-fund');
    expect(screen.getByRole('heading', { level: 1, name: 'กองทุนลดหย่อนภาษี' })).toBeTruthy();
    expect(document.title).toBe(`กองทุนลดหย่อนภาษี | ${APP_TITLE}`);
  });

  it('an unknown path below /tax-saving-fund shows the Thai 404 page', () => {
    renderPath('/tax-saving-fund/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'หน้านี้หายไปแล้ว' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' }).getAttribute('href')).toBe('/');
  });
});

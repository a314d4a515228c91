import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@port/shared/test/render';
import { APP_TITLE } from '@port/shared/ui/page-title';
import PlanSelectRoutes from './plan-select-routes';

const renderPath = (path: string) => renderAt(<PlanSelectRoutes />, { path, route: '/plan-select/*' });

describe('plan-select remote routes (spec §2)', () => {
  it.each([
    ['/plan-select', 'เลือกแผนการลงทุน', undefined],
    ['/plan-select/plans', 'รายการแผนการลงทุน', undefined],
    ['/plan-select/plans/goal-based', 'รายละเอียดประเภทแผน', 'แผนการลงทุนตามเป้าหมาย'],
    ['/plan-select/plans/retirement/create', 'สร้างแผนการลงทุน', 'แผนการลงทุนเพื่อเกษียณ'],
    ['/plan-select/plans/1stm/review', 'ตรวจสอบแผนการลงทุน', 'แผนการลงทุน 1stM'],
    ['/plan-select/playlists/starter', 'เพลย์ลิสต์กองทุน', 'ชุดกองทุนแนะนำ: starter'],
    ['/plan-select/sla/premium', 'ระดับการให้บริการ', 'รายละเอียดบริการระดับ premium'],
  ])('%s shows "%s" in the h1 and the tab, and says it is pending', (path, title, detail) => {
    renderPath(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} | ${APP_TITLE}`);
    expect(screen.getByText(/อยู่ระหว่างการพัฒนา/)).toBeTruthy();
    if (detail) expect(screen.getByText(detail)).toBeTruthy();
  });

  it.each(['/plan-select/plans/crypto', '/plan-select/plans/crypto/create', '/plan-select/unknown'])(
    '%s is not a plan-select screen and shows the Thai 404 page',
    (path) => {
      renderPath(path);
      expect(screen.getByRole('heading', { level: 1, name: 'หน้านี้หายไปแล้ว' })).toBeTruthy();
    },
  );
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@port/shared/test/render';
import { APP_TITLE } from '@port/shared/ui/page-title';
import OaRoutes from './oa-routes';

const renderPath = (path: string) => renderAt(<OaRoutes />, { path, route: '/oa-landing/*' });

describe('oa remote routes (spec §2)', () => {
  it.each([
    ['/oa-landing', 'เปิดบัญชีกองทุนรวม'],
    ['/oa-landing/create', 'สมัครเปิดบัญชี'],
  ])('%s shows "%s" in the h1 and the tab', async (path, title) => {
    renderPath(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} | ${APP_TITLE}`));
  });

  it('an unknown path below /oa-landing shows the Thai 404 page', () => {
    renderPath('/oa-landing/create/extra');
    expect(screen.getByRole('heading', { level: 1, name: 'หน้านี้หายไปแล้ว' })).toBeTruthy();
  });
});

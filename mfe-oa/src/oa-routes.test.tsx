import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_TITLE } from '@port/shared/ui/page-title';
import OaRoutes from './oa-routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/oa-landing/*" element={<OaRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('oa remote routes (spec §2)', () => {
  afterEach(cleanup);

  it.each([
    ['/oa-landing', 'เปิดบัญชีกองทุนรวม'],
    ['/oa-landing/create', 'สมัครเปิดบัญชี'],
  ])('%s shows "%s" in the h1 and the tab, and says it is pending', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} | ${APP_TITLE}`);
    expect(screen.getByText(/อยู่ระหว่างการพัฒนา/)).toBeTruthy();
  });

  it('an unknown path below /oa-landing shows the Thai 404 page', () => {
    renderAt('/oa-landing/create/extra');
    expect(screen.getByRole('heading', { level: 1, name: 'หน้านี้หายไปแล้ว' })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { data } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/render-routes';
import { statusFromQuery } from './error-status';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('render failed');
}

describe('router errors become the Thai error page (spec §2 "status code or 500", §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a page that throws while rendering shows เกิดข้อผิดพลาด with status 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/broken', element: <Broken />, errorElement: <RouteErrorPage /> }], '/broken');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('เกิดข้อผิดพลาด');
    expect(screen.getByText('รหัสข้อผิดพลาด 500')).toBeTruthy();
  });

  it('an error response keeps its status: 404 shows หน้านี้หายไปแล้ว', async () => {
    const loader = () => {
      throw data('missing', { status: 404 });
    };
    renderRoutes([{ path: '/gone', loader, element: <p>never</p>, errorElement: <RouteErrorPage /> }], '/gone');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('หน้านี้หายไปแล้ว');
  });

  it('reads only real HTTP error statuses from /error?status=', () => {
    expect(statusFromQuery('503')).toBe(503);
    expect(statusFromQuery('404')).toBe(404);
    expect(statusFromQuery(null)).toBe(500);
    expect(statusFromQuery('200')).toBe(500);
    expect(statusFromQuery('5000')).toBe(500);
    expect(statusFromQuery('<script>')).toBe(500);
  });
});

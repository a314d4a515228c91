import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@port/shared/test/msw';
import { renderRoutes } from '../test-support/render-routes';
import { MainNav } from './main-nav';

const routes = [{ path: '*', element: <MainNav /> }];
const navLinks = () => within(screen.getByRole('navigation', { name: 'เมนูหลัก' })).getAllByRole('link');

describe('main navigation from /api/fnds/header (spec §7)', () => {
  it('uses the distributor menu, marks the current page and drops unsafe links', async () => {
    const menus = [
      { label: 'หน้าหลัก', url: '/' },
      { label: 'เลือกแผนลงทุน', url: '/plan-select' },
      { label: 'บทความ', url: 'https://www.example.co.th/articles' },
      { label: 'อันตราย', url: 'javascript:alert(1)' },
    ];
    fakeApi().get({ '/api/fnds/header': { body: { data: { menus, search_url: '' } } } });
    renderRoutes(routes, '/plan-select/plans');
    expect(await screen.findByRole('link', { name: 'บทความ' })).toBeTruthy();
    expect(navLinks().map((link) => link.textContent)).toEqual(['หน้าหลัก', 'เลือกแผนลงทุน', 'บทความ']);
    expect(screen.getByRole('link', { name: 'เลือกแผนลงทุน' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'หน้าหลัก' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the built-in menu when the fnds call fails', async () => {
    const { calls } = fakeApi().get({ '/api/fnds/header': { status: 502, body: {} } });
    renderRoutes(routes, '/tax-saving-fund');
    await vi.waitFor(() => expect(calls).toContain('GET /api/fnds/header'));
    await screen.findByRole('link', { name: 'กองทุนลดหย่อนภาษี' });
    expect(navLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/plan-select',
      '/tax-saving-fund',
      '/oa-landing',
    ]);
    expect(screen.getByRole('link', { name: 'กองทุนลดหย่อนภาษี' }).getAttribute('aria-current')).toBe('page');
  });
});

import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/render-routes';
import { ErrorPage } from './error-page';
import { ErrorRoutePage } from './error-route-page';

const navigateFullPage = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../app/full-page-navigation', () => ({ navigateFullPage }));

type ConfigHost = { __PORT_CONFIG__?: unknown };
const routes = [
  { path: '/error', element: <ErrorRoutePage /> },
  { path: '*', element: <ErrorPage status={404} /> },
];

describe('error page (spec §2 error page, §5, §8)', () => {
  beforeEach(() => {
    navigateFullPage.mockClear();
    (window as ConfigHost).__PORT_CONFIG__ = { mainSiteUrl: 'https://www.distributor.example/' };
  });
  afterEach(() => {
    delete (window as ConfigHost).__PORT_CONFIG__;
  });

  it('404: Thai title, its English line as lang="en" secondary text, labelled search box, and a link home', () => {
    renderRoutes(routes, '/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('หน้านี้หายไปแล้ว');
    expect(document.title).toBe('หน้านี้หายไปแล้ว | Port');
    const english = screen.getByText('This page could not be found');
    expect(english.getAttribute('lang')).toBe('en');
    expect(getComputedStyle(english).fontSize).toBe('14px');
    expect(screen.getByRole('searchbox', { name: 'ค้นหาในเว็บไซต์' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' }).getAttribute('href')).toBe('/');
  });

  it('404 search sends the encoded text to the main site search page', async () => {
    renderRoutes(routes, '/no-such-page');
    await userEvent.type(screen.getByRole('searchbox', { name: 'ค้นหาในเว็บไซต์' }), 'กองทุน SSF & RMF');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(navigateFullPage).toHaveBeenCalledWith(
      `https://www.distributor.example/search?q=${encodeURIComponent('กองทุน SSF & RMF')}`,
    );
  });

  it('404 search does nothing when the text is empty or only spaces (spec §5)', async () => {
    renderRoutes(routes, '/no-such-page');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'ค้นหาในเว็บไซต์' }), '   {Enter}');
    expect(navigateFullPage).not.toHaveBeenCalled();
  });

  it('other statuses: เกิดข้อผิดพลาด with the status and a back-home link; /error defaults to 500', () => {
    renderRoutes(routes, '/error?status=503');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('เกิดข้อผิดพลาด');
    expect(screen.getByText('รหัสข้อผิดพลาด 503')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' }).getAttribute('href')).toBe('/');
    cleanup();
    renderRoutes(routes, '/error?status=abc');
    expect(screen.getByText('รหัสข้อผิดพลาด 500')).toBeTruthy();
    cleanup();
    renderRoutes(routes, '/error?status=404');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('หน้านี้หายไปแล้ว');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@port/shared/test/msw';
import { renderRoutes } from '../test-support/render-routes';
import { Header } from './header';

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };
const setViewport = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

function renderHeader() {
  renderRoutes([{ path: '*', element: <Header /> }], '/dashboard');
  const nav = screen.getByRole('navigation', { name: 'เมนูหลัก' });
  return { nav, row: nav.parentElement as HTMLElement, list: nav.querySelector('ul') as HTMLElement };
}

describe('header layout per breakpoint (spec §2 default layout, CLS budget)', () => {
  beforeEach(() => {
    fakeApi().get({ '/auth/profile': { body: { data: { sub: '' } } } });
  });
  afterEach(() => {
    setViewport(1024);
  });

  it('on a 390 px phone the menu gets its own row and wraps instead of hiding items', async () => {
    setViewport(390);
    const { nav, row, list } = renderHeader();
    await screen.findByRole('link', { name: 'กองทุนลดหย่อนภาษี' });
    expect(getComputedStyle(row).height).toBe('112px');
    expect(getComputedStyle(row).gridTemplateAreas).toContain('nav nav');
    expect(getComputedStyle(list).flexWrap).toBe('wrap');
    expect(getComputedStyle(nav).overflowX).not.toBe('auto');
  });

  it('on a desktop the header stays one 64 px row', () => {
    setViewport(1280);
    const { row, list } = renderHeader();
    expect(getComputedStyle(row).height).toBe('64px');
    expect(getComputedStyle(list).flexWrap).not.toBe('wrap');
  });
});

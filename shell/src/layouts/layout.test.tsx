import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getUiStore, initialUiState } from '@port/shared/bus/ui-store';
import { CONSENT_STORAGE_KEY, resetConsentState } from '../global-ui/consent-store';
import type { LayoutName } from '../routes/route-table';
import { fakeApi } from '@port/shared/test/msw';
import { renderRoutes } from '../test-support/render-routes';
import { Layout } from './layout';

function renderLayout(name: LayoutName) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <Layout name={name}>
            <p>เนื้อหาหน้า</p>
          </Layout>
        ),
      },
    ],
    '/x',
  );
}

const parts = () => ({
  header: screen.queryByRole('banner') !== null,
  footer: screen.queryByRole('contentinfo') !== null,
  errorToast: screen.queryByRole('alert') !== null,
  successToast: document.querySelector('[data-toast="success"]') !== null,
});

describe('the five layouts of spec §2', () => {
  beforeEach(() => {
    getUiStore().setState(initialUiState());
    localStorage.setItem('port-web.consent.v1', 'accepted');
    resetConsentState();
    fakeApi().get({ '/auth/profile': { body: { data: { sub: '' } } } });
  });

  it.each<[LayoutName, ReturnType<typeof parts>]>([
    ['default', { header: true, footer: true, errorToast: true, successToast: true }],
    ['landing', { header: false, footer: true, errorToast: false, successToast: false }],
    ['body-only', { header: false, footer: false, errorToast: false, successToast: false }],
    ['unitholder', { header: false, footer: false, errorToast: true, successToast: false }],
    ['blank', { header: false, footer: false, errorToast: false, successToast: false }],
  ])('%s layout has exactly its parts', (name, expected) => {
    renderLayout(name);
    expect(screen.getByRole('main').textContent).toBe('เนื้อหาหน้า');
    expect(parts()).toEqual(expected);
  });

  it.each<LayoutName>(['default', 'landing', 'body-only', 'unitholder', 'blank'])(
    '%s layout: the first Tab lands on the skip link to <main id="main">',
    async (name) => {
      renderLayout(name);
      await userEvent.tab();
      expect(document.activeElement?.textContent).toBe('ข้ามไปยังเนื้อหาหลัก');
      expect(document.activeElement?.getAttribute('href')).toBe('#main');
      expect(screen.getByRole('main').id).toBe('main');
    },
  );

  it('default layout header shows partner branding when the partner is set', () => {
    getUiStore().getState().setPartner('KKP');
    renderLayout('default');
    expect(screen.getByRole('banner').getAttribute('data-partner')).toBe('kkp');
    expect(screen.getByText('ร่วมกับ KKP')).toBeTruthy();
  });

  it('default layout: the consent prompt comes right after the skip link, before the header', async () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    resetConsentState();
    renderLayout('default');
    const prompt = screen.getByRole('region', { name: 'เราใช้คุกกี้' });
    expect(prompt.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('ยอมรับเฉพาะที่จำเป็น');
  });

  it('default layout in SDK mode: no consent prompt and no cookie setting (the host app asks)', () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    resetConsentState();
    getUiStore().getState().setSdk(true);
    renderLayout('default');
    expect(screen.queryByRole('region', { name: 'เราใช้คุกกี้' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ตั้งค่าคุกกี้' })).toBeNull();
  });

  it.each<LayoutName>(['default', 'landing'])(
    'issue 13 item 16: %s layout in SDK mode hides the web chrome and keeps the page and the open-app modal',
    async (name) => {
      getUiStore().getState().setSdk(true);
      renderLayout(name);
      expect(screen.getByRole('main').textContent).toBe('เนื้อหาหน้า');
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByText('ออกจากระบบ')).toBeNull();
      if (name === 'default') {
        act(() => getUiStore().getState().setOpenAppModal(true));
        expect(await screen.findByRole('button', { name: 'เปิดแอปพลิเคชัน' })).toBeTruthy();
      }
    },
  );
});

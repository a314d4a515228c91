import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@port/shared/test/msw';
import { renderRoutes } from '../test-support/render-routes';
import { Footer } from './footer';

const fndsFooter = {
  company_name: 'บริษัทหลักทรัพย์ พอร์ต จำกัด',
  address: '999 ถนนสีลม กรุงเทพฯ 10500',
  tel: '02-000-0000',
  email: 'support@port.example.co.th',
  links: [
    { label: 'ข้อกำหนดการใช้งาน', url: 'https://www.example.co.th/terms' },
    { label: 'ลิงก์อันตราย', url: 'javascript:alert(1)' },
  ],
  copyright: '© บริษัท พอร์ต จำกัด',
};

const routes = [{ path: '*', element: <Footer /> }];

describe('footer data from /api/fnds (spec §7)', () => {
  it('shows the company details and links the fnds service returns, dropping unsafe links', async () => {
    fakeApi().get({ '/api/fnds/footer': { body: { data: fndsFooter } } });
    renderRoutes(routes, '/');
    expect(await screen.findByText('บริษัทหลักทรัพย์ พอร์ต จำกัด')).toBeTruthy();
    expect(screen.getByText('โทร 02-000-0000 อีเมล support@port.example.co.th')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ข้อกำหนดการใช้งาน' }).getAttribute('href')).toBe('https://www.example.co.th/terms');
    expect(screen.queryByRole('link', { name: 'ลิงก์อันตราย' })).toBeNull();
    expect(screen.getByText('© บริษัท พอร์ต จำกัด')).toBeTruthy();
  });

  it('keeps the built-in footer when /api/fnds fails', async () => {
    const { calls } = fakeApi().get({ '/api/fnds/footer': { status: 500, body: {} } });
    renderRoutes(routes, '/');
    await vi.waitFor(() => expect(calls).toContain('GET /api/fnds/footer'));
    expect(screen.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ตั้งค่าคุกกี้' })).toBeTruthy();
    expect(screen.getByText(/การลงทุนมีความเสี่ยง/)).toBeTruthy();
  });
});

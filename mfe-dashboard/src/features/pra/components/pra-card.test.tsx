import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { praStatusSchema } from '@port/shared/contracts/enums';
import type { Pra } from '@port/shared/contracts/pra';
import { renderAt } from '@port/shared/test/render';
import { PraCard } from './pra-card';

const pra = (over: Partial<Pra> = {}): Pra => ({
  pra_list: [{ fund_shortcode: 'KFSDIV', fund_name_th: 'กรุงศรีหุ้นปันผล', amount: 5000, weight: 100 }],
  status: 'PRA',
  pra_date: 25,
  total_amount: 5000,
  topup_amount: 0,
  min_invest: 1000,
  error_message: null,
  error_code: null,
  aa: {
    is_plan_enable_aa: false,
    can_enable: true,
    toggle_status: 'idle',
    status: 'not_enabled',
    is_job_running: false,
    error_message: null,
    error_code: null,
  },
  bank: {
    bank_id: 'b-1',
    bank_name: 'KBANK',
    bank_display_name: 'ธนาคารกสิกรไทย',
    bank_account_no: '1234567890',
    masked_bank_account_no: 'xxx-x-x789-0',
    bank_display_text: 'กสิกรไทย xxx-x-x789-0',
    is_main: true,
    bank_logo_url: '/banks/kbank.svg',
  },
  investment_view: null,
  ...over,
});

describe('PRA card', () => {
  it('spec §3/§9: status, debit day, amounts and the bank with its logo', () => {
    const { container } = renderAt(<PraCard pra={pra()} />);
    expect(screen.getByTestId('pra-status').textContent).toMatch(/[\u0E00-\u0E7F]/);
    expect(screen.getByText('ทุกวันที่ 25 ของเดือน')).toBeTruthy();
    expect(screen.getByTestId('pra-total').textContent).toBe('5,000.00 บาท');
    expect(screen.getByTestId('pra-bank').textContent).toBe('ธนาคารกสิกรไทย xxx-x-x789-0');
    expect(container.querySelector('img[src="/banks/kbank.svg"]')).not.toBeNull();
  });

  it('spec §4: every PRA status is shown in Thai words, never the code', () => {
    for (const status of praStatusSchema.options) {
      const { unmount } = renderAt(<PraCard pra={pra({ status })} />);
      const text = screen.getByTestId('pra-status').textContent ?? '';
      expect(text, status).toMatch(/[\u0E00-\u0E7F]/);
      expect(text).not.toContain(status);
      unmount();
    }
  });

  it('spec §3: a PRA error message is announced', () => {
    renderAt(<PraCard pra={pra({ status: 'PRA_ERROR', error_message: 'ตัดเงินไม่สำเร็จ' })} />);
    expect(screen.getByRole('alert').textContent).toBe('ตัดเงินไม่สำเร็จ');
  });

  it('issue 22: PRA_ERROR links to the plan contact page; no link otherwise', () => {
    const { unmount } = renderAt(
      <PraCard pra={pra({ status: 'PRA_ERROR', error_message: 'ตัดเงินไม่สำเร็จ' })} contactHref="/dashboard/omnibus/1/contact" />,
    );
    expect(screen.getByRole('link', { name: 'ดูสาเหตุและติดต่อเจ้าหน้าที่' }).getAttribute('href')).toBe('/dashboard/omnibus/1/contact');
    unmount();
    renderAt(<PraCard pra={pra({ status: 'PRA' })} contactHref="/dashboard/omnibus/1/contact" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('PRA investment view (issue 22 item 3; spec §3 Pra: date, video, content, link, assets)', () => {
  const view = {
    date: '2026-11-26',
    video_title: 'ลงทุนสม่ำเสมอ ทำไมถึงได้ผล',
    video_url: 'https://www.port.co.th/videos/regular-investment',
    video_creator: 'ทีมที่ปรึกษาการลงทุน',
    video_image: '/static/videos/regular-investment.jpg',
    video_embed: 'https://www.port.co.th/embed/regular-investment',
    content: 'การลงทุนสม่ำเสมอทุกเดือนช่วยเฉลี่ยต้นทุน',
    link: 'https://www.port.co.th/articles/dca-basics',
    assets: ['KFSDIV', 'K-FIXED'],
  };

  it("shows the server's video, words, date in the Buddhist era, article link and the funds with their names", () => {
    const { container } = renderAt(<PraCard pra={pra({ investment_view: view })} />);
    const section = screen.getByRole('region', { name: 'มุมมองการลงทุนสม่ำเสมอ' });
    const video = screen.getByTestId('pra-video-link');
    expect(video.textContent).toBe('ลงทุนสม่ำเสมอ ทำไมถึงได้ผล');
    expect(video.getAttribute('href')).toBe(view.video_url);
    expect(screen.getByRole('link', { name: 'ดูวิดีโอ ลงทุนสม่ำเสมอ ทำไมถึงได้ผล' }).getAttribute('href')).toBe(view.video_url);
    expect(container.querySelector('img[src="/static/videos/regular-investment.jpg"]')).not.toBeNull();
    expect(section.textContent).toContain('โดย ทีมที่ปรึกษาการลงทุน · ข้อมูล ณ 26 พ.ย. 2569');
    expect(section.textContent).toContain('การลงทุนสม่ำเสมอทุกเดือนช่วยเฉลี่ยต้นทุน');
    // A fund of the view that is not in the PRA list is shown by its code alone, never a blank name.
    expect([...screen.getByTestId('pra-view-assets').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'KFSDIV · กรุงศรีหุ้นปันผล',
      'K-FIXED',
    ]);
    expect(screen.getByTestId('pra-view-link').getAttribute('href')).toBe(view.link);
  });

  it('no investment view, no section', () => {
    renderAt(<PraCard pra={pra()} />);
    expect(screen.queryByTestId('pra-investment-view')).toBeNull();
  });
});

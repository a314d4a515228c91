import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardStatusSchema } from '@port/shared/contracts/enums';
import { renderAt } from '@port/shared/test/render';
import { visualStatus } from '../../../test/fixtures';
import { statusCards } from '../model/status-cards';
import { AccountStatusCard } from './account-status-card';

const loaded = (data: ReturnType<typeof visualStatus>) => ({ data, error: undefined, isLoading: false });

describe('account status card (spec §4)', () => {
  it('spec §4: every dashboard/account status other than the quiet ones gets a Thai card', () => {
    for (const status of dashboardStatusSchema.options) {
      const cards = statusCards(visualStatus({ oa: 'NONE', port: status }));
      if (status === 'NONE' || status === 'ACCOUNT_READY') {
        expect(cards).toHaveLength(0);
      } else {
        expect(cards[0]?.title, status).toMatch(/[\u0E00-\u0E7F]/);
      }
    }
  });

  it('spec §4: NO_ACCOUNT offers opening an account at /oa-landing', () => {
    renderAt(<AccountStatusCard visualStatus={loaded(visualStatus({ oa: 'NO_ACCOUNT' }))} onRetry={() => {}} />);
    const link = screen.getByRole('link', { name: 'เปิดบัญชี' });
    expect(link.getAttribute('href')).toBe('/oa-landing');
    // The title's compounds are kept on one line by spans (review item 8): the heading reads the same.
    expect(screen.getByRole('heading', { name: 'คุณยังไม่มีบัญชีกองทุน' })).toBeTruthy();
  });

  it('spec §3/§9: KYC expiring and ID card expired show their expiry dates in Thai', () => {
    const vs = visualStatus({
      customer: ['KYC_WARNING', 'ID_CARD_EXPIRED'],
      options: {
        ...visualStatus().options,
        expiry_dates: { kyc: '2026-12-31', suit: null, id_card: '2026-11-01' },
      },
    });
    renderAt(<AccountStatusCard visualStatus={loaded(vs)} onRetry={() => {}} />);
    const items = screen.getAllByTestId('account-status-item');
    // What blocks buying (the expired ID card) comes first (issue 13 item 7).
    expect(items.map((i) => i.dataset.status)).toEqual(['ID_CARD_EXPIRED', 'KYC_WARNING']);
    expect(items[1]!.textContent).toContain('ภายในวันที่ 31 ธ.ค. 2569');
    expect(items[0]!.textContent).toContain('หมดอายุเมื่อ 1 พ.ย. 2569');
  });

  it('spec §3: ATS_REQUIRED shows the bank with its logo and masked number; rejection shows the reason', () => {
    const vs = visualStatus({
      oa: 'ACCOUNT_REJECTED',
      customer: ['ATS_REQUIRED'],
      options: {
        ...visualStatus().options,
        bank: {
          bank_id: 'b-1',
          bank_name: 'กสิกรไทย',
          bank_account_no_display: 'xxx-x-x1234-x',
          bank_image_url: '/banks/kbank.png',
        },
        reject_reason: 'สำเนาบัตรไม่ชัดเจน',
      },
    });
    const { container } = renderAt(<AccountStatusCard visualStatus={loaded(vs)} onRetry={() => {}} />);
    const [rejected, ats] = screen.getAllByTestId('account-status-item');
    expect(rejected!.textContent).toContain('เหตุผล: สำเนาบัตรไม่ชัดเจน');
    expect(ats!.textContent).toContain('กสิกรไทย xxx-x-x1234-x');
    expect(container.querySelector('img[src="/banks/kbank.png"]')).not.toBeNull();
  });

  it("issue 22: ATS_REJECTED says the bank's reason and the refused account, and leads to correcting it at /oa-landing/ats", () => {
    const vs = visualStatus({
      customer: ['ATS_REJECTED'],
      options: {
        ...visualStatus().options,
        bank: {
          bank_id: 'ats-request-C0052',
          bank_name: 'ธนาคารกรุงไทย',
          bank_account_no_display: 'xxx-x-xx234-5',
          bank_image_url: null,
        },
        reject_reason: 'ธนาคารแจ้งว่าเลขที่บัญชีไม่ถูกต้องหรือบัญชีถูกปิดแล้ว',
      },
    });
    renderAt(<AccountStatusCard visualStatus={loaded(vs)} onRetry={() => {}} />);
    const [ats] = screen.getAllByTestId('account-status-item');
    expect(ats!.dataset.status).toBe('ATS_REJECTED');
    expect(ats!.textContent).toContain('เหตุผล: ธนาคารแจ้งว่าเลขที่บัญชีไม่ถูกต้องหรือบัญชีถูกปิดแล้ว');
    expect(ats!.textContent).toContain('ธนาคารกรุงไทย xxx-x-xx234-5');
    expect(within(ats!).getByRole('link', { name: 'แก้ไขบัญชีธนาคารและส่งคำขอใหม่' }).getAttribute('href')).toBe('/oa-landing/ats');
  });

  it('spec §8: a failed call shows the server message in the card', () => {
    const error = new Error('ระบบขัดข้อง');
    renderAt(<AccountStatusCard visualStatus={{ data: undefined, error, isLoading: false }} onRetry={() => {}} />);
    expect(screen.getByText('ไม่สามารถโหลดสถานะบัญชีได้')).toBeTruthy();
    expect(screen.getByText('ระบบขัดข้อง')).toBeTruthy();
  });
});

describe('account status card layout (CLS)', () => {
  it('spec §4: a ready account still shows its status, so the card keeps its place', () => {
    renderAt(<AccountStatusCard visualStatus={loaded(visualStatus())} onRetry={() => {}} />);
    const items = screen.getAllByTestId('account-status-item');
    expect(items.map((i) => i.dataset.status)).toEqual(['ACCOUNT_READY']);
    expect(items[0]!.textContent).toContain('บัญชีพร้อมใช้งาน');
  });
});

import { describe, expect, it } from 'vitest';
import {
  accountStatusSchema,
  adjustmentStatusSchema,
  autoAllocationStateSchema,
  dashboardStatusSchema,
  dcaStatusSchema,
  partnerStatusSchema,
  orderTypeMarkerSchema,
  planStatusClientSchema,
  planStatusServerSchema,
  praStatusSchema,
  segregateAccountStatusSchema,
} from '../contracts/enums';
import { accountStatusCard } from './account-status-messages';
import {
  AA_STATE_TEXT,
  ADJUSTMENT_TEXT,
  DCA_STATUS_TEXT,
  PARTNER_STATUS_TEXT,
  ORDER_MARKER_TEXT,
  orderMarkerText,
  PLAN_STATUS_CLIENT_TEXT,
  PLAN_STATUS_SERVER_TEXT,
  PRA_STATUS_TEXT,
} from './status-messages';
import { hasDca, hasModelPort, hasPra, isGoalOrGoePlan, isGoalPlan } from './plan-flags';
import { sortOutstandings } from './sort-outstandings';
import { wealthTierFor } from './wealth-tier';
import { needsAdjustment, toClientPlanStatus } from './plan-status';

const thai = /[\u0E00-\u0E7F]/;

describe('status messages (spec §4): every enum value has Thai text', () => {
  it.each([
    ['client plan status', planStatusClientSchema.options, PLAN_STATUS_CLIENT_TEXT],
    ['server plan status', planStatusServerSchema.options, PLAN_STATUS_SERVER_TEXT],
    ['adjustment', adjustmentStatusSchema.options, ADJUSTMENT_TEXT],
    ['PRA status', praStatusSchema.options, PRA_STATUS_TEXT],
    ['DCA status', dcaStatusSchema.options, DCA_STATUS_TEXT],
    ['AA state', autoAllocationStateSchema.options, AA_STATE_TEXT],
    ['partner status', partnerStatusSchema.options, PARTNER_STATUS_TEXT],
    ['order-type marker', orderTypeMarkerSchema.options, ORDER_MARKER_TEXT],
  ])('%s', (_name, options, texts: Record<string, string>) => {
    for (const value of options) expect(texts[value], value).toMatch(thai);
  });

  it('spec §4 order-type markers: an order placed by a marker names it, any other channel has no text', () => {
    expect(orderMarkerText('PROPOSAL_ORDER')).toBe('คำสั่งตามคำแนะนำปรับพอร์ต');
    expect(orderMarkerText('port-web')).toBeNull();
    expect(orderMarkerText('toString')).toBeNull();
  });

  it('every account/segregate/dashboard status has a Thai card title', () => {
    const all = new Set([
      ...accountStatusSchema.options,
      ...segregateAccountStatusSchema.options,
      ...dashboardStatusSchema.options,
    ]);
    for (const status of all) expect(accountStatusCard(status).title, status).toMatch(thai);
  });

  it('NO_ACCOUNT offers opening an account at /oa-landing', () => {
    expect(accountStatusCard('NO_ACCOUNT').action).toEqual({ label: 'เปิดบัญชี', href: '/oa-landing' });
  });

  it('KYC_WARNING names the Bangkok expiry date; ACCOUNT_REJECTED gives the reason', () => {
    const kyc = accountStatusCard('KYC_WARNING', { expiryDates: { kyc: '2026-12-31', suit: null, id_card: null } });
    expect(kyc.description).toContain('31 ธ.ค. 2569');
    expect(kyc.tone).toBe('warning');
    const rejected = accountStatusCard('ACCOUNT_REJECTED', { rejectReason: 'ภาพบัตรไม่ชัด' });
    expect(rejected.description).toBe('เหตุผล: ภาพบัตรไม่ชัด');
    // Issue 22 item 1: the back office's words on need-info and lack-info too, each leading to the application.
    const need = accountStatusCard('ACCOUNT_NEED_INFO', { rejectReason: 'ระบุแหล่งที่มาของเงิน' });
    expect(need).toMatchObject({ description: 'เจ้าหน้าที่ขอ: ระบุแหล่งที่มาของเงิน', action: { href: '/oa-landing/create' } });
    const lack = accountStatusCard('ACCOUNT_LACK_INFO', { rejectReason: 'ที่อยู่ไม่ครบ' });
    expect(lack).toMatchObject({ description: 'สิ่งที่ต้องเพิ่ม: ที่อยู่ไม่ครบ', action: { href: '/oa-landing/create' } });
    expect(accountStatusCard('ACCOUNT_LACK_INFO').description).toBe('กรุณากรอกข้อมูลที่ขาดให้ครบถ้วน');
    expect(accountStatusCard('ATS_REQUIRED').action?.label).toContain('ATS');
  });
});

describe('plan flags (spec §3)', () => {
  it('goal plan = goal-based, 1stm; goal-or-goe adds goe', () => {
    expect(isGoalPlan({ plan_type: 'goal-based' })).toBe(true);
    expect(isGoalPlan({ plan_type: '1stm' })).toBe(true);
    expect(isGoalPlan({ plan_type: 'goe' })).toBe(false);
    expect(isGoalOrGoePlan({ plan_type: 'goe' })).toBe(true);
    expect(isGoalOrGoePlan({ plan_type: 'omnibus' })).toBe(false);
  });
  it('has model port only with a non-empty model', () => {
    expect(hasModelPort({ model: 'MP-GROWTH' })).toBe(true);
    expect(hasModelPort({ model: '' })).toBe(false);
    expect(hasModelPort({ model: null })).toBe(false);
  });
  it('has PRA / has DCA', () => {
    expect(hasPra({ pra: { status: 'PRA', pra_list: [{}] } })).toBe(true);
    expect(hasPra({ pra: { status: 'NONE', pra_list: [{}] } })).toBe(false);
    expect(hasPra({ pra: null })).toBe(false);
    expect(hasDca({ dca: null, trading: { dca_profiles: [{}] } })).toBe(true);
    expect(hasDca({ dca: { status: 'none' }, trading: { dca_profiles: [] } })).toBe(false);
    expect(hasDca({ dca: { status: 'match' }, trading: { dca_profiles: [] } })).toBe(true);
  });
});

describe('rules', () => {
  it('§5 outstandings: ssf, then rmf, then others, stable', () => {
    const items = [
      { id: 'a', fund_tax_type: null },
      { id: 'b', fund_tax_type: 'rmf' as const },
      { id: 'c', fund_tax_type: 'tesg' as const },
      { id: 'd', fund_tax_type: 'ssf' as const },
      { id: 'e', fund_tax_type: 'rmf' as const },
      { id: 'f', fund_tax_type: 'ssf' as const },
    ];
    expect(sortOutstandings(items).map((i) => i.id)).toEqual(['d', 'f', 'b', 'e', 'a', 'c']);
    expect(items[0]?.id).toBe('a');
  });

  it('§9 wealth tiers at their thresholds', () => {
    expect(wealthTierFor(499_999.99)).toBeNull();
    expect(wealthTierFor(500_000)).toBe('Exclusive');
    expect(wealthTierFor(1_999_999)).toBe('Exclusive');
    expect(wealthTierFor(2_000_000)).toBe('PrivateWealth');
    expect(wealthTierFor(10_000_000)).toBe('PrivateBanking');
    expect(wealthTierFor(Number.NaN)).toBeNull();
  });

  it('§4 a PRA or DCA status of NeedAdjustment needs an adjustment', () => {
    expect(needsAdjustment('DCA_NEED_ADJUSTMENT', 'match')).toBe(true);
    expect(needsAdjustment('PRA', 'need-adjustment')).toBe(true);
    expect(needsAdjustment('PRA', 'match')).toBe(false);
    expect(needsAdjustment(null, undefined)).toBe(false);
  });

  it('§4 client plan status: processing wins, then adjustment, then AA', () => {
    expect(toClientPlanStatus({ serverStatus: 'on_process', dcaStatus: 'need-adjustment' })).toBe('on-process');
    expect(toClientPlanStatus({ serverStatus: 'none', dcaStatus: 'need-adjustment', isAaEnabled: true })).toBe('need-adjustment');
    expect(toClientPlanStatus({ serverStatus: 'none', isAaEnabled: true })).toBe('is-aa');
    expect(toClientPlanStatus({ serverStatus: 'need_checkup' })).toBe('need-checkup');
  });
});

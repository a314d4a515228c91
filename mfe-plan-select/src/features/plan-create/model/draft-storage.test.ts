import { describe, expect, it } from 'vitest';
import { emptyPlanDraft } from '@port/shared/contracts/plan-draft';
import { DRAFT_STORAGE_KEY, readDraft, writeDraft } from './draft-storage';
import { reloadDraftStore, useDraftStore } from './draft-store';

describe('the plan-create draft in sessionStorage (issue 9; spec §3 plan-create store area)', () => {
  it('round-trips through the contract schema', () => {
    const draft = { ...emptyPlanDraft(), target: 300000, timeframe: 5, planName: 'เที่ยวญี่ปุ่น' };
    writeDraft({ planType: 'goal-based', draft, riskAcknowledged: false });
    expect(readDraft()).toEqual({ stored: { planType: 'goal-based', draft, riskAcknowledged: false }, discarded: false });
  });

  it.each([
    ['not JSON', '{oops'],
    [
      'a tampered amount',
      JSON.stringify({
        version: 1,
        planType: 'goal-based',
        draft: { ...emptyPlanDraft(), initial: -5 },
        riskAcknowledged: false,
      }),
    ],
    ['an old version', JSON.stringify({ version: 0, planType: 'goal-based', draft: emptyPlanDraft(), riskAcknowledged: false })],
    [
      'an unknown plan type',
      JSON.stringify({ version: 1, planType: 'crypto', draft: emptyPlanDraft(), riskAcknowledged: false }),
    ],
  ])('%s is discarded, removed and reported', (_name, raw) => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, raw);
    expect(readDraft()).toEqual({ stored: null, discarded: true });
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('the store saves every change and finds it again after a reload', () => {
    useDraftStore.getState().begin('goal-based', 1000, undefined, 5);
    useDraftStore.getState().update({ planName: 'บ้าน' });
    reloadDraftStore();
    expect(useDraftStore.getState()).toMatchObject({
      planType: 'goal-based',
      draft: { planName: 'บ้าน', initial: 1000, displayRiskLevel: 5 },
      discarded: false,
    });
  });
});

import { create } from 'zustand';
import type { PlanType } from '@port/shared/contracts/enums';
import { emptyPlanDraft, type PlanDraft } from '@port/shared/contracts/plan-draft';
import { readDraft, writeDraft } from './draft-storage';

/** The "plan-create" client store area (spec §3): the draft of one plan, kept in sessionStorage. */
export interface DraftState {
  planType: PlanType | null;
  draft: PlanDraft;
  riskAcknowledged: boolean;
  /** A saved draft was refused when read back (shown once as a Thai note). */
  discarded: boolean;
  step: number;
  /** Starts a draft for this plan type unless the saved one already is for it. */
  begin: (planType: PlanType, minInitial: number, seed?: Partial<PlanDraft>, defaultRisk?: number) => void;
  update: (patch: Partial<PlanDraft>) => void;
  setStep: (step: number) => void;
  acknowledgeRisk: (value: boolean) => void;
  dismissNote: () => void;
  clear: () => void;
}

function initial(): Pick<DraftState, 'planType' | 'draft' | 'riskAcknowledged' | 'discarded'> {
  const { stored, discarded } = readDraft();
  return stored ? { ...stored, discarded } : { planType: null, draft: emptyPlanDraft(), riskAcknowledged: false, discarded };
}

export const useDraftStore = create<DraftState>()((set, get) => ({
  ...initial(),
  step: 0,
  begin: (planType, minInitial, seed, defaultRisk) => {
    // A saved draft of this type is kept (reload, sign-in); an edit always starts from the plan.
    if (!seed && get().planType === planType && get().draft.action !== 2) return;
    const start = { ...emptyPlanDraft(), initial: minInitial, displayRiskLevel: defaultRisk ?? null };
    set({ planType, draft: { ...start, ...seed }, riskAcknowledged: false, step: 0 });
  },
  update: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
  setStep: (step) => set({ step }),
  acknowledgeRisk: (value) => set({ riskAcknowledged: value }),
  dismissNote: () => set({ discarded: false }),
  clear: () => set({ planType: null, draft: emptyPlanDraft(), riskAcknowledged: false, step: 0 }),
}));

// Every change is saved, so a reload or the sign-in round trip finds the draft again.
useDraftStore.subscribe((s) =>
  writeDraft(s.planType ? { planType: s.planType, draft: s.draft, riskAcknowledged: s.riskAcknowledged } : null),
);

/** Tests start each case from what sessionStorage holds now. */
export const reloadDraftStore = () => useDraftStore.setState({ ...initial(), step: 0 });

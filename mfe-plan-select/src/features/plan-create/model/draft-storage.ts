import { z } from 'zod';
import { planTypeSchema } from '@port/shared/contracts/enums';
import { planDraftSchema, type PlanDraft } from '@port/shared/contracts/plan-draft';
import type { PlanType } from '@port/shared/contracts/enums';

/** Where the draft lives between page loads and across sign-in (this tab only). */
export const DRAFT_STORAGE_KEY = 'port.plan-create.draft';
const VERSION = 1;

const storedSchema = z.object({
  version: z.literal(VERSION),
  planType: planTypeSchema,
  draft: planDraftSchema,
  riskAcknowledged: z.boolean(),
});

export type StoredDraft = { planType: PlanType; draft: PlanDraft; riskAcknowledged: boolean };
export type ReadResult = { stored: StoredDraft | null; discarded: boolean };

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** Reads the saved draft back through the contract schema; a tampered or old one is removed and reported. */
export function readDraft(): ReadResult {
  const raw = storage()?.getItem(DRAFT_STORAGE_KEY);
  if (!raw) return { stored: null, discarded: false };
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (parsed.success) {
      const { planType, draft, riskAcknowledged } = parsed.data;
      return { stored: { planType, draft, riskAcknowledged }, discarded: false };
    }
  } catch {
    // Not JSON: treated like any other bad draft below.
  }
  storage()?.removeItem(DRAFT_STORAGE_KEY);
  return { stored: null, discarded: true };
}

export function writeDraft(value: StoredDraft | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(DRAFT_STORAGE_KEY);
  else s.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: VERSION, ...value }));
}

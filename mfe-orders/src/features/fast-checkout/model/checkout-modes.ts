import type { CheckoutMode } from '@port/shared/contracts/checkout-panel';
import type { BatchType } from '@port/shared/contracts/enums';

/**
 * What each checkout mode does, in one row (STYLE.md "Rules live in one place": the panel reads
 * its row once at the top instead of asking `mode === …` in every branch). Adding a mode is one
 * row here; each row is tested alone (checkout-modes.test.ts).
 */
export interface CheckoutModeRow {
  /** The step the panel opens on: an amount to type, or straight to what will be placed. */
  firstStep: 'amount' | 'review';
  /** The batch preview asked for on the review and confirm steps (null: nothing to preview, a combo). */
  previewType: BatchType | null;
  /** The amount the preview is asked for: the one typed, the PRA's set-up amount, or none (the plan's own gap). */
  previewAmount: 'entered' | 'pra' | 'none';
  /** The preview read on the amount step for its minimum (a redeem: for what can be sold). */
  limits: { type: BatchType; amount: 'none' | 'max' } | null;
  /** Where the amount step's minimum comes from. */
  minimum: 'preview' | 'combo' | 'none';
  /** A redeem: the amount step offers what can be sold instead of a minimum. */
  sellable: boolean;
  /** The bank: chosen from the customer's banks, or the one set up for the PRA. */
  bankSource: 'choice' | 'pra';
  /** The sentence that says what is ordered (PRA: its set-up; combo: its name and amount). */
  summary: 'pra' | 'combo' | null;
  /** The review step's total line under the preview lines. */
  previewTotal: boolean;
  /** The review step's button that goes on to confirm. */
  reviewButton: 'next' | 'extra-round';
  /** What the server is asked: which fast checkout (a batch type of §7, the PRA, a combo), with which amount and bank. */
  request: { endpoint: BatchType | 'pra' | 'tsf-combo'; amount: 'entered' | 'one' | 'none'; bank: boolean };
  /** Refusals that stop the mode before anything is typed: all of them, or only those that block everything. */
  refusals: 'all' | 'blocks-all';
  /** Extra views to refresh after placing: the tax-saving totals, the PRA view. */
  revalidate: { taxTotals: boolean; pra: boolean };
}

const batchRequest = (endpoint: BatchType) => ({ endpoint, amount: 'entered', bank: true }) as const;
const none = { taxTotals: false, pra: false } as const;
/** The first investment and a top-up alike: an amount typed, its batch previewed and bought from a chosen bank. */
const amountBuy = (type: 'initial' | 'topup'): CheckoutModeRow => ({
  firstStep: 'amount',
  previewType: type,
  previewAmount: 'entered',
  limits: { type, amount: 'none' },
  minimum: 'preview',
  sellable: false,
  bankSource: 'choice',
  summary: null,
  previewTotal: true,
  reviewButton: 'next',
  request: batchRequest(type),
  refusals: 'all',
  revalidate: none,
});

export const CHECKOUT_MODE_ROWS: Record<CheckoutMode, CheckoutModeRow> = {
  initial: amountBuy('initial'),
  topup: amountBuy('topup'),
  rebalance: {
    firstStep: 'review',
    previewType: 'rebalance',
    previewAmount: 'none',
    limits: null,
    minimum: 'none',
    sellable: false,
    bankSource: 'choice',
    summary: null,
    previewTotal: true,
    reviewButton: 'next',
    request: { endpoint: 'rebalance', amount: 'one', bank: true },
    refusals: 'all',
    revalidate: none,
  },
  redeem: {
    firstStep: 'amount',
    previewType: 'redeem',
    previewAmount: 'entered',
    limits: { type: 'redeem', amount: 'max' },
    minimum: 'none',
    sellable: true,
    bankSource: 'choice',
    summary: null,
    previewTotal: true,
    reviewButton: 'next',
    request: batchRequest('redeem'),
    refusals: 'blocks-all',
    revalidate: none,
  },
  // A PRA buys its set-up amount split like a top-up (the server's PRA checkout splits the same way).
  pra: {
    firstStep: 'review',
    previewType: 'topup',
    previewAmount: 'pra',
    limits: null,
    minimum: 'none',
    sellable: false,
    bankSource: 'pra',
    summary: 'pra',
    previewTotal: false,
    reviewButton: 'extra-round',
    request: { endpoint: 'pra', amount: 'none', bank: false },
    refusals: 'all',
    revalidate: { taxTotals: false, pra: true },
  },
  'tsf-combo': {
    firstStep: 'amount',
    previewType: null,
    previewAmount: 'none',
    limits: null,
    minimum: 'combo',
    sellable: false,
    bankSource: 'choice',
    summary: 'combo',
    previewTotal: true,
    reviewButton: 'next',
    request: { endpoint: 'tsf-combo', amount: 'entered', bank: true },
    refusals: 'all',
    revalidate: { taxTotals: true, pra: false },
  },
};

export const checkoutModeRow = (mode: CheckoutMode): CheckoutModeRow => CHECKOUT_MODE_ROWS[mode];

/** The amount sent: the one typed, 1 for a rebalance (the server computes the gap), none for a PRA. */
export function requestAmount(row: CheckoutModeRow, entered: number | null): number | null {
  if (row.request.amount === 'one') return 1;
  if (row.request.amount === 'none') return null;
  return entered;
}

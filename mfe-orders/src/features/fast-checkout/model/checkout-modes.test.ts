import { describe, expect, it } from 'vitest';
import { CHECKOUT_MODES } from '@port/shared/contracts/checkout-panel';
import { blockingRefusals } from './refusal-step';
import { checkoutModeRow, requestAmount } from './checkout-modes';

const refusal = (blocks: 'all' | 'buy') => ({ code: 'X', message: 'x', fix_url: null, blocks }) as never;

/** Each row alone (STYLE.md: a table of per-mode behaviour, each row testable). */
describe.each(CHECKOUT_MODES)('checkout mode row %s', (mode) => {
  const row = checkoutModeRow(mode);

  it('asks the server for an amount only when the customer types one', () => {
    expect(row.request.amount === 'entered').toBe(row.firstStep === 'amount');
    expect(requestAmount(row, 2500)).toBe(row.firstStep === 'amount' ? 2500 : mode === 'rebalance' ? 1 : null);
  });

  it('reads a minimum only from something it fetched, and a sellable value only for a sell', () => {
    if (row.minimum === 'preview') expect(row.limits).toEqual({ type: row.previewType, amount: 'none' });
    if (row.sellable) expect(row.limits).toEqual({ type: 'redeem', amount: 'max' });
    if (row.sellable) expect(row.minimum).toBe('none');
    if (row.firstStep === 'review') expect(row.limits).toBeNull();
  });

  it('sends a bank exactly when the customer chooses one', () => {
    expect(row.request.bank).toBe(row.bankSource === 'choice');
  });

  it('places a batch order of its own batch type, or its own fast checkout', () => {
    expect(row.request.endpoint).toBe(mode);
    if (mode === 'pra' || mode === 'tsf-combo') expect(row.summary).toBe(mode === 'pra' ? 'pra' : 'combo');
    else expect(row.summary).toBeNull();
  });

  it('lets a sell through refusals that stop buying only', () => {
    const shown = blockingRefusals(row, [refusal('all'), refusal('buy')]);
    expect(shown).toHaveLength(mode === 'redeem' ? 1 : 2);
  });
});

it('a PRA previews its set-up amount split like a top-up and refreshes the PRA view', () => {
  const row = checkoutModeRow('pra');
  expect([row.previewType, row.previewAmount, row.revalidate.pra]).toEqual(['topup', 'pra', true]);
});

it('a combo has no batch preview: its summary names it, the tax totals are refreshed', () => {
  const row = checkoutModeRow('tsf-combo');
  expect([row.previewType, row.minimum, row.revalidate.taxTotals]).toEqual([null, 'combo', true]);
});

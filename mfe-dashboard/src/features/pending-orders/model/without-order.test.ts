import { describe, expect, it } from 'vitest';
import { hasPlanId } from '@port/shared/contracts/plan-detail';
import { planDetail } from '../../../test/plan-fixtures';
import { withoutOrder } from './without-order';

describe('without order', () => {
  it('spec §4: cancelling removes exactly that order from the pending orders held on the client', () => {
    const detail = planDetail();
    if (!hasPlanId(detail)) throw new Error('fixture has a plan id');
    const next = withoutOrder(detail, 'ORD-1');
    expect(next.trading.pending_orders.map((o) => o.order_no)).toEqual(['ORD-2']);
    expect(detail.trading.pending_orders).toHaveLength(2);
  });
});

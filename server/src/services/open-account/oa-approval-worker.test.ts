import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { startApprovalWorker } from './oa-approval-worker';

describe('the embedded back office (issue 11; spec §4 account status)', () => {
  it('an application whose approval fails is reported and retried, and never holds back the ones after it', async () => {
    const failures: number[] = [];
    let broken = true;
    const worker = startApprovalWorker({} as Db, {
      afterMs: 0,
      everyMs: 3_600_000,
      list: async () => [1, 2],
      approve: async (_db, id) => {
        if (id === 1 && broken) throw new Error('duplicate key');
        return { applicationId: id } as never;
      },
      onError: (id) => failures.push(id),
    });
    expect(await worker.tick()).toEqual([2]);
    expect(failures).toEqual([1]);
    broken = false;
    expect(await worker.tick()).toEqual([1, 2]);
    worker.stop();
  });
});

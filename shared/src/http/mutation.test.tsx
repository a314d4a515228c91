import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { on } from '../bus/event-bus';
import { fail, fakeApi, ok } from '../test/msw';
import { getData, sendData } from './data';
import { runMutation } from './mutation';

// Two endpoint files in miniature: a read with its exported key, and a write that revalidates it.
const planNameKey = '/api/plan/p-1';
const planSchema = z.object({ plan_name: z.string() });
const renamePlan = (mutate: ReturnType<typeof useSWRConfig>['mutate'], planName: string) =>
  runMutation(mutate, {
    send: () => sendData('PATCH', '/api/plan/p-1/name', { plan_name: planName }, planSchema),
    revalidate: () => [planNameKey, null],
    announce: () => ({ name: 'plan/changed', payload: { planId: 'p-1' } }),
  });

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
);
const usePlan = () => ({ plan: useSWR(planNameKey, (key: string) => getData(key, planSchema)), mutate: useSWRConfig().mutate });

describe("runMutation: send, revalidate the readers' keys, then announce (decision record 007, spec §7)", () => {
  it('a rename refetches the plan before plan/changed is heard, and the screen shows the new name', async () => {
    let name = 'แผนเดิม';
    const api = fakeApi()
      .on('GET', planNameKey, () => ok({ plan_name: name }))
      .on('PATCH', '/api/plan/p-1/name', ({ body }) => {
        name = (body as { plan_name: string }).plan_name;
        return ok({ plan_name: name });
      });
    const heard: string[] = [];
    on('plan/changed', ({ planId }) => heard.push(`${planId} after ${api.calls.length} calls`));
    const { result } = renderHook(usePlan, { wrapper });
    await waitFor(() => expect(result.current.plan.data?.plan_name).toBe('แผนเดิม'));
    await act(() => renamePlan(result.current.mutate, 'แผนใหม่'));
    expect(result.current.plan.data?.plan_name).toBe('แผนใหม่');
    expect(api.calls).toEqual([`GET ${planNameKey}`, 'PATCH /api/plan/p-1/name', `GET ${planNameKey}`]);
    expect(heard).toEqual(['p-1 after 3 calls']);
  });

  it('a refused write revalidates nothing and announces nothing', async () => {
    const api = fakeApi()
      .on('GET', planNameKey, ok({ plan_name: 'แผนเดิม' }))
      .on('PATCH', '/api/plan/p-1/name', fail(422, 'ชื่อแผนยาวเกินไป', 'INVALID'));
    const heard: unknown[] = [];
    on('plan/changed', (payload) => heard.push(payload));
    const { result } = renderHook(usePlan, { wrapper });
    await waitFor(() => expect(result.current.plan.data).toBeDefined());
    await act(() => expect(renamePlan(result.current.mutate, 'ก'.repeat(200))).rejects.toMatchObject({ status: 422 }));
    expect(api.calls).toEqual([`GET ${planNameKey}`, 'PATCH /api/plan/p-1/name']);
    expect(heard).toEqual([]);
  });
});

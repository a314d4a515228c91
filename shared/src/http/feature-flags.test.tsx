import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { otherPaths } from '../contracts/api-paths';
import { FEATURE_FLAG_NAMES, isFlagOn } from '../contracts/feature-flags';
import { fail, fakeApi, ok } from '../test/msw';
import { useFeatureFlag } from './feature-flags';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
);

describe('feature flags (spec §1, §7; issue 22 item 3)', () => {
  it('a flag the service sets wins over the default, off and on', () => {
    expect(isFlagOn({ flags: { 'automatic-allocation': false } }, 'automatic-allocation')).toBe(false);
    expect(isFlagOn({ flags: { 'automatic-allocation': true } }, 'automatic-allocation')).toBe(true);
  });

  it('no answer, a missing flag or a non-boolean value gives the documented default (on)', () => {
    for (const name of FEATURE_FLAG_NAMES) {
      expect(isFlagOn(undefined, name)).toBe(true);
      expect(isFlagOn({ flags: {} }, name)).toBe(true);
      expect(isFlagOn({ flags: { [name]: 'off' } }, name)).toBe(true);
    }
  });

  it('the hook reads the flag service: off when it says off', async () => {
    const fake = fakeApi().on('GET', otherPaths.featureFlags, ok({ flags: { 'proposal-order': false } }));
    const { result } = renderHook(() => useFeatureFlag('proposal-order'), { wrapper });
    await waitFor(() => expect(result.current).toBe(false));
    expect(fake.calls).toEqual([`GET ${otherPaths.featureFlags}`]);
  });

  it('a failing flag service leaves the feature at its default and throws nothing', async () => {
    const fake = fakeApi().on('GET', otherPaths.featureFlags, fail(500, 'ล่ม'));
    const { result } = renderHook(() => useFeatureFlag('proposal-order'), { wrapper });
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(result.current).toBe(true);
  });
});

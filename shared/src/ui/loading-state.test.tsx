import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_MIN_DELAY_MS } from '../domain/constants';
import { LoadingState } from './loading-state';

const view = (loading: boolean) => (
  <LoadingState loading={loading} fallback={<p>กำลังโหลด</p>}>
    {() => <p>เนื้อหา</p>}
  </LoadingState>
);
const shown = () => screen.queryByText('กำลังโหลด') !== null;
const content = () => screen.queryByText('เนื้อหา') !== null;

describe('spec §9: a loading state, once shown, stays at least 200 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T03:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is the spec constant', () => expect(LOADING_MIN_DELAY_MS).toBe(200));

  it('an answer after 30 ms: the skeleton stays until 200 ms, never content in between, then the content', () => {
    const { rerender } = render(view(true));
    expect(shown()).toBe(true);
    act(() => vi.advanceTimersByTime(30));
    rerender(view(false));
    expect(shown()).toBe(true);
    expect(content()).toBe(false);
    act(() => vi.advanceTimersByTime(169));
    expect(shown()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(false);
    expect(content()).toBe(true);
  });

  it('an answer after 500 ms: the content comes with it, no extra wait', () => {
    const { rerender } = render(view(true));
    act(() => vi.advanceTimersByTime(500));
    rerender(view(false));
    act(() => vi.advanceTimersByTime(0));
    expect(content()).toBe(true);
  });

  it('data already there: no loading state at all, not even for one render', () => {
    render(view(false));
    expect(shown()).toBe(false);
    expect(content()).toBe(true);
  });

  it('loading again later (a revalidation that empties the data): a fresh 200 ms from that moment', () => {
    const { rerender } = render(view(false));
    act(() => vi.advanceTimersByTime(1000));
    rerender(view(true));
    expect(shown()).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender(view(false));
    act(() => vi.advanceTimersByTime(149));
    expect(shown()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(content()).toBe(true);
  });

  it('custom minimum: minMs 0 shows the content as soon as the timer runs', () => {
    const { rerender } = render(
      <LoadingState loading minMs={0} fallback={<p>กำลังโหลด</p>}>
        {() => <p>เนื้อหา</p>}
      </LoadingState>,
    );
    rerender(
      <LoadingState loading={false} minMs={0} fallback={<p>กำลังโหลด</p>}>
        {() => <p>เนื้อหา</p>}
      </LoadingState>,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(content()).toBe(true);
  });
});

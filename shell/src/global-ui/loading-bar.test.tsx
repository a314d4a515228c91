import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectBusToUiStore } from '@port/shared/bus/connect-bus';
import { emit } from '@port/shared/bus/event-bus';
import { LoadingBar } from './loading-bar';

const bar = () => screen.queryByRole('progressbar', { name: 'กำลังโหลดหน้า' });
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('loading bar on screen (spec §9: throttle 200 ms, duration 5000 ms, hide delay 500 ms)', () => {
  // The setup file disconnects the bus, resets the UI store and restores real timers after each test.
  beforeEach(() => {
    vi.useFakeTimers();
    connectBusToUiStore();
  });

  it('appears 200 ms after a remote starts loading and hides 500 ms after it is done', () => {
    render(<LoadingBar />);
    act(() => emit('ui/loading', { loading: true }));
    advance(199);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()).not.toBeNull();
    act(() => emit('ui/loading', { loading: false }));
    advance(499);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();
  });

  it('does not flash for a load shorter than the throttle', () => {
    render(<LoadingBar />);
    act(() => emit('ui/loading', { loading: true }));
    advance(150);
    act(() => emit('ui/loading', { loading: false }));
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('finishes by itself after 5000 ms even if loading never ends', () => {
    render(<LoadingBar />);
    act(() => emit('ui/loading', { loading: true }));
    advance(200 + 5000 + 499);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();
  });
});

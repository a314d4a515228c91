import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getUiStore, initialUiState } from '@port/shared/bus/ui-store';
import { ConsentPrompt } from './consent-prompt';
import { CONSENT_STORAGE_KEY, reopenConsentPrompt, resetConsentState } from './consent-store';

type Host = { dataLayer?: unknown[] };
const prompt = () => screen.queryByRole('region', { name: 'เราใช้คุกกี้' });

describe('consent prompt (spec §2 default layout)', () => {
  beforeEach(() => {
    localStorage.clear();
    delete (window as Host).dataLayer;
    getUiStore().setState(initialUiState());
    resetConsentState();
  });

  it('asks a first-time visitor, remembers the answer and tells the tag manager', async () => {
    render(<ConsentPrompt />);
    expect(prompt()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    expect(prompt()).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect((window as Host).dataLayer).toContainEqual({ event: 'consent_update', analytics_storage: 'granted' });

    cleanup();
    resetConsentState();
    render(<ConsentPrompt />);
    expect(prompt()).toBeNull();
  });

  it('is a non-modal region in the page flow, never a dialog that could sit above a modal', () => {
    render(<ConsentPrompt />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const region = prompt();
    expect(region?.getAttribute('aria-modal')).toBeNull();
    const style = getComputedStyle(region as HTMLElement);
    expect(style.position).not.toBe('fixed');
    expect(['', 'auto']).toContain(style.zIndex);
  });

  it('is usable by keyboard alone: Tab to decline, Enter', async () => {
    render(<ConsentPrompt />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('ยอมรับเฉพาะที่จำเป็น');
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('declined');
    expect((window as Host).dataLayer).toContainEqual({ event: 'consent_update', analytics_storage: 'denied' });
  });

  it('reopens from the footer setting with focus on its first choice, then hands focus back', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'declined');
    resetConsentState();
    render(
      <>
        <ConsentPrompt />
        <button type="button" onClick={reopenConsentPrompt}>
          ตั้งค่าคุกกี้
        </button>
      </>,
    );
    expect(prompt()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ตั้งค่าคุกกี้' }));
    expect(prompt()).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('ยอมรับทั้งหมด');
    await userEvent.keyboard('{Enter}');
    expect(prompt()).toBeNull();
    expect(document.activeElement?.textContent).toBe('ตั้งค่าคุกกี้');
  });

  it('is not shown in SDK mode: the host app handles consent in the webview', () => {
    getUiStore().getState().setSdk(true);
    render(<ConsentPrompt />);
    expect(prompt()).toBeNull();
    act(() => reopenConsentPrompt());
    expect(prompt()).toBeNull();
  });
});

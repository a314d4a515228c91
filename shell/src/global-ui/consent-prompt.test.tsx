import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentPrompt } from './consent-prompt';
import { CONSENT_STORAGE_KEY, reopenConsentPrompt, resetConsentState } from './consent-store';

type Host = { dataLayer?: unknown[] };

describe('consent prompt (spec §2 default layout)', () => {
  beforeEach(() => {
    localStorage.clear();
    delete (window as Host).dataLayer;
    resetConsentState();
  });
  afterEach(() => cleanup());

  it('asks a first-time visitor, remembers the answer and tells the tag manager', async () => {
    render(<ConsentPrompt />);
    const banner = screen.getByRole('dialog', { name: 'เราใช้คุกกี้' });
    expect(banner.getAttribute('aria-modal')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect((window as Host).dataLayer).toContainEqual({ event: 'consent_update', analytics_storage: 'granted' });

    cleanup();
    resetConsentState();
    render(<ConsentPrompt />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is usable by keyboard alone: Tab to decline, Enter', async () => {
    render(<ConsentPrompt />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('ยอมรับเฉพาะที่จำเป็น');
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('declined');
    expect((window as Host).dataLayer).toContainEqual({ event: 'consent_update', analytics_storage: 'denied' });
  });

  it('reopens from the footer setting with focus on its first choice', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'declined');
    resetConsentState();
    render(<ConsentPrompt />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => reopenConsentPrompt());
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('ยอมรับทั้งหมด');
  });
});

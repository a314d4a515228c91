import { useSyncExternalStore } from 'react';

// Cookie/analytics consent (spec §2 consent prompts), remembered in localStorage per browser.

export const CONSENT_STORAGE_KEY = 'port-web.consent.v1';

export type ConsentChoice = 'accepted' | 'declined';
export interface ConsentState {
  choice: ConsentChoice | null;
  /** True while the prompt is open (unanswered, or reopened from the footer). */
  promptOpen: boolean;
}

const listeners = new Set<() => void>();
let state: ConsentState | null = null;

function readStoredChoice(): ConsentChoice | null {
  try {
    const raw = globalThis.localStorage?.getItem(CONSENT_STORAGE_KEY);
    return raw === 'accepted' || raw === 'declined' ? raw : null;
  } catch {
    return null;
  }
}

function current(): ConsentState {
  if (state === null) {
    const choice = readStoredChoice();
    state = { choice, promptOpen: choice === null };
  }
  return state;
}

function update(next: ConsentState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function chooseConsent(choice: ConsentChoice): void {
  try {
    globalThis.localStorage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // The choice still holds for this page view.
  }
  pushConsentToDataLayer(choice);
  update({ choice, promptOpen: false });
}

export function reopenConsentPrompt(): void {
  update({ ...current(), promptOpen: true });
}

/** Tells the tag manager (consent mode) whether analytics tags may store anything. */
function pushConsentToDataLayer(choice: ConsentChoice): void {
  const host = globalThis as { dataLayer?: unknown[] };
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  host.dataLayer.push({ event: 'consent_update', analytics_storage: choice === 'accepted' ? 'granted' : 'denied' });
}

/** Test helper and storage-change hook: forget the in-memory copy and reread storage. */
export function resetConsentState(): void {
  state = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, current, current);
}

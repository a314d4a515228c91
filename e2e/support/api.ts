import type { Page } from '@playwright/test';

/** Calls the app host's API from the signed-in page, with its session cookie: the same numbers the screen reads. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

export const thaiMoney = (value: number) =>
  new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

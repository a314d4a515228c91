import { businessNow } from './clock';

/** Calendar days as 'YYYY-MM-DD' in Asia/Bangkok (UTC+7, no daylight saving) (spec §9). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function bangkokDate(at: Date = businessNow()): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

export function bangkokYear(at: Date): number {
  return Number(bangkokDate(at).slice(0, 4));
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function isWeekday(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The next weekday strictly after `day` plus `extra` more weekdays (settlement dates). */
export function nextBusinessDay(day: string, extra = 0): string {
  let current = addDays(day, 1);
  while (!isWeekday(current)) current = addDays(current, 1);
  return extra > 0 ? nextBusinessDay(current, extra - 1) : current;
}

/** A Bangkok-local time on a day as an instant, e.g. 10:30 on 2026-11-20. */
export function bangkokInstant(day: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60_000 - BANGKOK_OFFSET_MS);
}

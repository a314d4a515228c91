import { describe, expect, it } from 'vitest';
import { invalidParts, isoFromParts, partsFromIso, THAI_MONTHS } from './thai-date';

describe('Thai day / month / Buddhist-era year ⇄ ISO date (issue 11; spec §9 Buddhist-era years)', () => {
  it('converts a Buddhist-era date to the ISO day the server checks, and back', () => {
    expect(isoFromParts({ day: '1', month: '5', year: '2533' })).toEqual({ iso: '1990-05-01' });
    expect(isoFromParts({ day: '31', month: '12', year: ' 2572 ' })).toEqual({ iso: '2029-12-31' });
    expect(partsFromIso('1990-05-01')).toEqual({ day: '1', month: '5', year: '2533' });
    expect(partsFromIso('lifetime')).toEqual({ day: '', month: '', year: '' });
    expect(THAI_MONTHS[4]).toBe('พฤษภาคม');
  });

  it('29 February exists only in leap years (2567 = 2024 is one, 2569 = 2026 is not)', () => {
    expect(isoFromParts({ day: '29', month: '2', year: '2567' })).toEqual({ iso: '2024-02-29' });
    expect(isoFromParts({ day: '29', month: '2', year: '2569' })).toEqual({ error: 'noSuchDay' });
    expect(isoFromParts({ day: '31', month: '4', year: '2569' })).toEqual({ error: 'noSuchDay' });
  });

  it.each([
    [{ day: '', month: '5', year: '2533' }, 'incomplete'],
    [{ day: '1', month: '', year: '2533' }, 'incomplete'],
    [{ day: '1', month: '5', year: '' }, 'incomplete'],
    [{ day: '1', month: '5', year: '1990' }, 'gregorianYear'],
    [{ day: '1', month: '5', year: '33' }, 'year'],
    [{ day: '1', month: '5', year: '25x3' }, 'year'],
    [{ day: '1', month: '5', year: '3533' }, 'year'],
  ])('%o is refused as %s', (parts, error) => {
    expect(isoFromParts(parts)).toEqual({ error });
  });

  it.each([
    [{ day: '1', month: '5', year: '1990' }, ['year']],
    [{ day: '1', month: '5', year: '33' }, ['year']],
    [{ day: '', month: '5', year: '' }, ['day', 'year']],
    [{ day: '31', month: '2', year: '2533' }, ['day']],
    [{ day: '1', month: '5', year: '2553' }, ['day', 'month', 'year']],
  ])('the error of %o is about %o (the first gets the focus; review item 2)', (parts, wrong) => {
    expect(invalidParts(parts)).toEqual(wrong);
  });
});

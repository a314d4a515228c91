import { authPaths, otherPaths } from '@port/shared/contracts/api-paths';
import type { TaxSavingFund } from '@port/shared/contracts/tax-saving';

export const PROFILE = authPaths.profile;
export const TOTALS = otherPaths.taxSavingFund;
export const signedInProfile = { sub: 'c-1', name: 'ลูกค้า', customer_id: 'c-1', email: null, logged_in: true };
export const visitorProfile = { sub: '', name: '', customer_id: '', email: null, logged_in: false };

export const totals2026: TaxSavingFund = [
  { year: 2026, cost: { ssf: 0, rmf: 120000.5, tesg: 50000, tesgx: 0 } },
  { year: 2025, cost: { ssf: 0, rmf: 80000, tesg: 0, tesgx: 10000.25 } },
  { year: 2024, cost: { ssf: 30000, rmf: 0, tesg: 0, tesgx: 0 } },
];

/** The suite's clock: 18 Nov 2026, 10:00 in Bangkok (the same business date as the server tests). */
export const NOV_18_2026 = () => new Date('2026-11-18T03:00:00Z');

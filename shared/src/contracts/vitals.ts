import { z } from 'zod';
import { REMOTE_APPS } from './remotes';

/** The metrics the shell reports per page load (issue 19 item 6), as the web-vitals library names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Paths of the shell's own pages in its route table (shell/src/routes/route-table.ts checks it is the same list). */
export const SHELL_ROUTE_PATHS = ['/', '/login', '/auth/callback', '/error', '/maintenance', '/over-capacity', '*'] as const;

/** Every path of the route table: a report names one of these, never a browser URL (no ids, no query). */
export const VITALS_ROUTES: readonly string[] = [
  ...SHELL_ROUTE_PATHS,
  ...REMOTE_APPS.flatMap((app) => app.routes.map((r) => r.path)),
];

/** The remote that owns a route-table path, null for the shell's pages. */
export const vitalsRouteOwner = (route: string): string | null =>
  REMOTE_APPS.find((app) => app.routes.some((r) => r.path === route))?.name ?? null;

const vitalSchema = z.strictObject({
  name: z.enum(VITAL_NAMES),
  /** Milliseconds for LCP, INP and TTFB (at most ten minutes); the layout-shift score for CLS. */
  value: z.number().finite().min(0).max(600_000),
});

/**
 * One report: the route-table path of the page, the remote that owns it and the version of that
 * remote the page ran (from /remotes.json), and one to four metrics. The server stores only
 * what it can check against its own lists (route table, remotes list, live versions).
 */
export const vitalsReportSchema = z
  .strictObject({
    route: z.enum(VITALS_ROUTES as [string, ...string[]]),
    remote: z.string().max(40).nullable(),
    version: z.string().max(64).nullable(),
    metrics: z.array(vitalSchema).min(1).max(VITAL_NAMES.length),
  })
  .refine((report) => report.remote === vitalsRouteOwner(report.route), {
    message: 'remote is not the owner of route',
    path: ['remote'],
  })
  .refine((report) => (report.remote === null) === (report.version === null), {
    message: 'version goes with a remote',
    path: ['version'],
  })
  .refine((report) => new Set(report.metrics.map((m) => m.name)).size === report.metrics.length, {
    message: 'each metric once',
    path: ['metrics'],
  });
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

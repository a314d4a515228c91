import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { messages } from '../http/messages';

const SAMPLE_MS = 10;
const WINDOW_MS = 1000;

export type DelayMeter = { delayMs: () => number; stop: () => void };
type Sample = { at: number; lag: number };

/**
 * The samples of the last second and their mean lag: pure, so tests drive it with their own
 * times. The sum is kept as samples come and go (issue 19 item 5: every data call reads the
 * mean, which summed the whole second's samples each time).
 */
export function delayWindow(windowMs = WINDOW_MS) {
  const samples: Sample[] = [];
  let total = 0;
  const forgetBefore = (from: number) => {
    while (samples.length > 0 && samples[0]!.at < from) total -= samples.shift()!.lag;
    // No rounding left over once the window is empty.
    if (samples.length === 0) total = 0;
  };
  return {
    record(at: number, lag: number): void {
      const sample = { at, lag: Math.max(0, lag) };
      samples.push(sample);
      total += sample.lag;
      forgetBefore(at - windowMs);
    },
    mean(at: number): number {
      forgetBefore(at - windowMs);
      return samples.length === 0 ? 0 : Math.max(0, total) / samples.length;
    },
  };
}

/**
 * Mean event-loop delay over the last second, as @fastify/under-pressure judges pressure: a
 * timer due every 10 ms records how late it ran. Sustained pressure (the loop busy most of the
 * second) gives a high mean; one long task among a second of free running (a GC pause, a cold
 * module load) does not. A time window of samples, so no histogram reset or window switch can
 * lose or invent a delay.
 */
export function createDelayMeter(now: () => number = () => performance.now()): DelayMeter {
  const window = delayWindow();
  let last = now();
  const timer = setInterval(() => {
    const at = now();
    window.record(at, at - last - SAMPLE_MS);
    last = at;
  }, SAMPLE_MS);
  timer.unref();
  return { delayMs: () => window.mean(now()), stop: () => clearInterval(timer) };
}

/**
 * Calls made by the shell's HTTP client (which turns error_code 92 into the over-capacity
 * page). Sign-in navigations (/auth/login, /auth/callback, /auth/logout) are pages, not calls.
 */
const SHED = /^\/(api\/|proxy\/|auth\/(profile|refresh)(\?|$))/;

/** How many callers wait for a database connection (pg.Pool#waitingCount); 0 for PGlite. */
export type DbWaiting = () => number;

/**
 * Load shedding: above the configured event-loop delay, or while more than `maxDbWaiting`
 * callers queue for a database connection (a database that stopped answering), data calls
 * answer 503 with error_code '92' at once instead of joining the queue (spec §8; issue 12 item 6).
 */
export function registerLoadShedding(
  app: FastifyInstance,
  maxDelayMs: number,
  meter: DelayMeter = createDelayMeter(),
  dbWaiting: DbWaiting = () => 0,
  maxDbWaiting = Number.POSITIVE_INFINITY,
): void {
  app.addHook('onClose', async () => meter.stop());
  // A callback hook (no promise on every request, issue 19 item 5): an answer sent here ends the request without `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (!SHED.test(request.url) || (meter.delayMs() <= maxDelayMs && dbWaiting() <= maxDbWaiting)) {
      done();
      return;
    }
    reply.header('Retry-After', '5');
    sendError(reply, 503, '92', messages.overCapacity);
  });
}

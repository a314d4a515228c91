import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { messages } from '../http/messages';

const SAMPLE_MS = 10;
const WINDOW_MS = 1000;

/**
 * Mean event-loop delay over the last second, as @fastify/under-pressure judges pressure: a
 * timer due every 10 ms records how late it ran. Sustained pressure (the loop busy most of the
 * second) gives a high mean; one long task among a second of free running (a GC pause, a cold
 * module load) does not. A time window of samples, so no histogram reset or window switch can
 * lose or invent a delay.
 */
export function createDelayMeter(): { delayMs: () => number; stop: () => void } {
  const samples: { at: number; lag: number }[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    samples.push({ at: now, lag: Math.max(0, now - last - SAMPLE_MS) });
    last = now;
    while (samples.length > 0 && samples[0]!.at < now - WINDOW_MS) samples.shift();
  }, SAMPLE_MS);
  timer.unref();
  return {
    delayMs: () => {
      const since = performance.now() - WINDOW_MS;
      const recent = samples.filter((s) => s.at >= since);
      if (recent.length === 0) return 0;
      return recent.reduce((sum, s) => sum + s.lag, 0) / recent.length;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * Calls made by the shell's HTTP client (which turns error_code 92 into the over-capacity
 * page). Sign-in navigations (/auth/login, /auth/callback, /auth/logout) are pages, not calls.
 */
const SHED = /^\/(api\/|proxy\/|auth\/(profile|refresh)(\?|$))/;

/** Load shedding: above the configured delay, data calls answer 503 with error_code '92' (spec §8). */
export function registerLoadShedding(app: FastifyInstance, maxDelayMs: number): void {
  const meter = createDelayMeter();
  app.addHook('onClose', async () => meter.stop());
  app.addHook('onRequest', async (request, reply) => {
    if (!SHED.test(request.url)) return;
    if (meter.delayMs() <= maxDelayMs) return;
    reply.header('Retry-After', '5');
    return sendError(reply, 503, '92', messages.overCapacity);
  });
}

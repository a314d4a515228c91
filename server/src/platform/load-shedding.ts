import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { messages } from '../http/messages';

const RESOLUTION_MS = 10;
const WINDOW_MS = 1000;

/**
 * Mean event-loop delay (ms beyond the sampling resolution) over the current and the previous
 * one-second window, as @fastify/under-pressure measures it. The mean reflects sustained pressure:
 * one long task (a GC pause, a cold module load) must not turn a whole second of requests away.
 * Each window gets a fresh histogram instead of reset(), so a delay being measured is not dropped.
 */
export function createDelayMeter(): { delayMs: () => number; stop: () => void } {
  const open = (): IntervalHistogram => {
    const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    histogram.enable();
    return histogram;
  };
  let previous = open();
  let current = open();
  const timer = setInterval(() => {
    previous.disable();
    previous = current;
    current = open();
  }, WINDOW_MS);
  timer.unref();
  return {
    delayMs: () => {
      const samples = previous.count + current.count;
      if (samples === 0) return 0;
      const mean = (previous.mean * previous.count + current.mean * current.count) / samples;
      return Math.max(0, mean / 1e6 - RESOLUTION_MS);
    },
    stop: () => {
      clearInterval(timer);
      previous.disable();
      current.disable();
    },
  };
}

/** Load shedding: above the configured delay, data calls answer 503 with error_code '92' (spec §8). */
export function registerLoadShedding(app: FastifyInstance, maxDelayMs: number): void {
  const meter = createDelayMeter();
  app.addHook('onClose', async () => meter.stop());
  app.addHook('onRequest', async (request, reply) => {
    if (!/^\/(api|proxy|auth)\//.test(request.url)) return;
    if (meter.delayMs() <= maxDelayMs) return;
    reply.header('Retry-After', '5');
    return sendError(reply, 503, '92', messages.overCapacity);
  });
}

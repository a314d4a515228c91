import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { messages } from '../http/messages';

const RESOLUTION_MS = 10;
const WINDOW_MS = 1000;

/**
 * Event-loop delay (ms beyond the sampling resolution) over the current and the previous
 * one-second window. Each window gets a fresh histogram instead of reset(): resetting would
 * also drop the baseline of a delay that is being measured right now.
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
    delayMs: () => Math.max(0, Math.max(previous.max, current.max) / 1e6 - RESOLUTION_MS),
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

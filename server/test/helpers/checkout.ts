import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { portPaths } from '@port/shared/contracts/api-paths';
import type { BatchType } from '@port/shared/contracts/enums';

/**
 * A batch checkout (spec §7 POST fast-checkout/{batchType}) sent by a signed-in customer, under a
 * fresh idempotency key unless the body brings its own.
 */
export const postBatch = (
  app: FastifyInstance,
  headers: Record<string, string>,
  type: BatchType,
  body: Record<string, unknown>,
) =>
  app.inject({
    method: 'POST',
    url: portPaths.fastCheckoutBatch(type),
    headers,
    payload: { idempotency_key: randomUUID(), ...body },
  });

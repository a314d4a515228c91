import type { AppConfig } from '../config';
import type { Db } from '../db/client';

/** What every route group plugin receives. */
export type RouteDeps = { db: Db; config: AppConfig };

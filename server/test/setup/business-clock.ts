import { frozenClock, setBusinessClock } from '../../src/lib/clock';

/** The business date every server test runs on: a Wednesday, 10:00 in Bangkok (issue 7: CI green on any date). */
export const TEST_NOW = new Date('2026-11-18T10:00:00+07:00');

setBusinessClock(frozenClock(TEST_NOW));

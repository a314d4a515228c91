import { describe, expect, it } from 'vitest';
import { refusalReason, sampledRefusalLog } from '../../src/auth/routes/refusal-log';

// Issue 21 item 2 (probe): each refused /auth/callback logged about 1.7 KB with a stack, for anyone who asks.
describe('refused sign-in callbacks: one line, no stack, sampled', () => {
  it('logs one short line without the stack', () => {
    const lines: string[] = [];
    const log = sampledRefusalLog(10, () => 0);
    const error = new TypeError(`state mismatch\n${'x'.repeat(2000)}`);
    log((fields, message) => lines.push(JSON.stringify({ ...fields, msg: message })), error);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\\n');
    expect(lines[0]).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(lines[0]!.length).toBeLessThan(300);
    expect(refusalReason(error)).toMatch(/^TypeError: state mismatch x+$/);
  });

  it('a burst of 500 refusals logs 10 lines a minute, then says how many it left out', () => {
    let clock = 0;
    const lines: Record<string, unknown>[] = [];
    const log = sampledRefusalLog(10, () => clock);
    for (let i = 0; i < 500; i += 1) log((fields) => lines.push(fields), new Error('bad state'));
    expect(lines).toHaveLength(10);
    clock = 60_000;
    log((fields) => lines.push(fields), new Error('bad state'));
    expect(lines).toHaveLength(11);
    expect(lines[10]).toMatchObject({ skipped: 490 });
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from '@port/shared/domain/free-text';
import { MIGRATIONS_FOLDER } from '../../src/db/client';
import { resetDb } from '../helpers/reset';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, '0015_plan-name-hidden-characters.sql'), 'utf8');
const CLASS = /WHERE "plan_name" ~ '(\[[^']+\])'/.exec(MIGRATION)?.[1] ?? '';
const UPDATE = MIGRATION.slice(MIGRATION.indexOf('UPDATE'));

describe('migration 0015 cleans stored plan names (issue 21 item 2)', () => {
  it('its character class is exactly the free-text rule: every code point the rule refuses, its neighbours and a sample of the rest', async () => {
    const db = await resetDb();
    const refused: number[] = [];
    for (let n = 1; n <= 0x10ffff; n += 1) {
      if (n >= 0xd800 && n <= 0xdfff) continue;
      if (hasHiddenCharacters(String.fromCodePoint(n))) refused.push(n);
    }
    const candidates = new Set<number>();
    for (const n of refused) for (const m of [n - 1, n, n + 1]) candidates.add(m);
    for (let n = 61; n <= 0x10ffff; n += 997) candidates.add(n);
    const probed = [...candidates].filter((n) => n >= 1 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff)).sort((a, b) => a - b);
    const matched = rowsOf<{ n: number }>(
      await db.execute(sql`select n from unnest(${`{${probed.join(',')}}`}::int[]) n where chr(n) ~ ${CLASS} order by n`),
    ).map((row) => Number(row.n));
    expect(refused.length).toBeGreaterThan(200);
    expect(matched).toEqual(probed.filter((n) => refused.includes(n)));
  });

  it('removes the hidden characters from a stored name, keeps Thai, and names an emptied plan', async () => {
    const db = await resetDb();
    const [first, second] = rowsOf<{ id: number }>(await db.execute(sql`select id from plans order by id limit 2`));
    await db.execute(sql`update plans set plan_name = ${'\u202Eแผน\u200Bเกษียณ\uFEFF'} where id = ${first!.id}`);
    await db.execute(sql`update plans set plan_name = ${'\u200B\u202E'} where id = ${second!.id}`);
    await db.execute(sql.raw(UPDATE));
    const names = rowsOf<{ id: number; plan_name: string }>(
      await db.execute(sql`select id, plan_name from plans where id in (${first!.id}, ${second!.id}) order by id`),
    ).map((row) => row.plan_name);
    expect(names).toEqual(['แผนเกษียณ', 'แผนการลงทุน']);
    const all = rowsOf<{ plan_name: string }>(await db.execute(sql`select plan_name from plans`));
    expect(all.filter((row) => hasHiddenCharacters(row.plan_name))).toEqual([]);
  });
});

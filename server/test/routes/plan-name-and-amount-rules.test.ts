import { beforeAll, describe, expect, it } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { HIDDEN_CHARACTERS_MESSAGE, PLAN_NAME_MESSAGES } from '@port/shared/domain/free-text';
import { goalPlanBody } from '../helpers/plan-bodies';
import { createdPlan, postPlan, renamePlan } from '../helpers/plan-calls';
import { signedInApp } from '../helpers/signed-in-app';

// Issue 21 item 2 (probe): rename accepted 100 characters where create/edit accepted 50; U+202E
// and zero-width characters were stored in plan names (reversing the H1 and the tab title); and
// 2000.1000000001 passed the 2-decimal check and was stored as 2000.10.

const THAI = /[\u0E00-\u0E7F]/;
const plan = goalPlanBody('เกษียณสบาย', 'retirement');

describe('one plan-name rule for create, edit and rename; no hidden characters in any text', () => {
  const investor = signedInApp('C0003');
  let planId = '';
  const fiftyOne = 'ก'.repeat(51);
  const create = (payload: object) => postPlan(investor.app, investor.headers, 'omnibus', payload);
  const rename = (name: string) => renamePlan(investor.app, investor.headers, planId, name);
  const edit = (payload: object) =>
    investor.app.inject({ method: 'PATCH', url: portPaths.updatePlan('omnibus', 4), headers: investor.headers, payload });

  beforeAll(async () => {
    planId = (await createdPlan(investor.app, investor.headers, 'omnibus', plan)).plan_id;
  });

  it('51 characters are refused by create, edit and rename alike (50 pass)', async () => {
    for (const response of [
      await create({ ...plan, plan_name: fiftyOne }),
      await edit({ ...plan, plan_name: fiftyOne }),
      await rename(fiftyOne),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toContain(PLAN_NAME_MESSAGES.long);
    }
    expect((await rename('ข'.repeat(50))).statusCode).toBe(200);
  });

  it('a bidi override or a zero-width character in a plan name is refused in Thai, and nothing is stored', async () => {
    for (const name of ['\u202Eแผนกลับหัว', 'แผน\u200Bซ่อน', 'แผน\u2066ซ้อน\u2069', 'แผน\uFEFF', 'แผน\u0007']) {
      for (const response of [
        await rename(name),
        await create({ ...plan, plan_name: name }),
        await edit({ ...plan, plan_name: name }),
      ]) {
        expect(response.statusCode, JSON.stringify(name)).toBe(400);
        expect(response.json().error_message).toContain(HIDDEN_CHARACTERS_MESSAGE);
      }
    }
    const list = planListDataSchema.parse(await investor.data(portAggregationPaths.planList));
    const names = list.accounts.flatMap((account) => account.plans.map((p) => p.plan_name));
    expect(names.some((name) => /[\u202E\u200B\u2066\uFEFF]/.test(name) || name.includes('\u0007'))).toBe(false);
  });

  it('any other free-text field is refused too (the JSON body is checked in one place)', async () => {
    const response = await create({ ...plan, goal_type: 'house\u202E' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_message).toContain(HIDDEN_CHARACTERS_MESSAGE);
    expect(response.json().error_message).toMatch(THAI);
  });

  it('2000.1000000001 is refused as an amount (400, Thai); 2000.1 and 2000.10 pass', async () => {
    const refused = await edit({ ...plan, initial: 2000.1000000001 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_message).toContain('ทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
    expect((await create({ ...plan, contribution: 1e-7 })).statusCode).toBe(400);
    const accepted = await edit({ ...plan, initial: 2000.1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { authPaths, otherPaths } from '@port/shared/contracts/api-paths';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import RenewalRoutes from '../renewal-routes';
import { renewalRecord as record, RENEWING_ID as ID, renewingProfile as profile } from '../test/renewal-fixtures';

const renderPage = () => renderAt(<RenewalRoutes />, { path: '/oa-landing/renew/id-card', route: '/oa-landing/renew/*' });

describe('/oa-landing/renew/id-card (issue 18 item 3; spec §4 ID_CARD_WARNING)', () => {
  beforeAll(async () => void (await import('./update-id-card-page')), 30_000);

  it(
    'the new expiry as Thai day, month and Buddhist-era year; an expired card is refused before sending',
    { timeout: 30_000 },
    async () => {
      const api = fakeApi()
        .get({ [authPaths.profile]: ok(profile), [otherPaths.customerRecord(ID)]: ok(record()) })
        .on(
          'PUT',
          otherPaths.updateIdCard(ID),
          ok(record({ id_card: { expiry: '2034-11-17', lifetime: false, may_hold_lifetime: false } })),
        );
      renderPage();
      expect((await screen.findByTestId('current-id-card', {}, { timeout: 15_000 })).textContent).toBe(
        'บัตรที่บันทึกไว้หมดอายุ 13 ธ.ค. 2569',
      );
      expect(screen.queryByRole('checkbox', { name: /ตลอดชีพ/ })).toBeNull();
      await userEvent.selectOptions(screen.getByLabelText('วัน'), '17');
      await userEvent.selectOptions(screen.getByLabelText('เดือน'), '11');
      await userEvent.type(screen.getByLabelText('ปี พ.ศ.'), '2569');
      await userEvent.click(screen.getByRole('button', { name: 'บันทึกข้อมูลบัตร' }));
      expect(await screen.findByText('บัตรประชาชนหมดอายุแล้ว กรุณาใช้บัตรที่ยังไม่หมดอายุ')).toBeTruthy();
      expect(api.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
      await userEvent.clear(screen.getByLabelText('ปี พ.ศ.'));
      await userEvent.type(screen.getByLabelText('ปี พ.ศ.'), '2577');
      await userEvent.click(screen.getByRole('button', { name: 'บันทึกข้อมูลบัตร' }));
      expect(await screen.findByText('บันทึกแล้ว บัตรประชาชนของคุณใช้ได้ถึง 17 พ.ย. 2577')).toBeTruthy();
      expect(api.bodies[api.calls.indexOf(`PUT ${otherPaths.updateIdCard(ID)}`)]).toEqual({ id_card_expiry: '2034-11-17' });
    },
  );

  it('a customer 70 or older may say the card is for life', { timeout: 20_000 }, async () => {
    fakeApi().get({
      [authPaths.profile]: ok(profile),
      [otherPaths.customerRecord(ID)]: ok(
        record({ id_card: { expiry: '2026-12-13', lifetime: false, may_hold_lifetime: true } }),
      ),
    });
    renderPage();
    expect(await screen.findByRole('checkbox', { name: /บัตรตลอดชีพ/ }, { timeout: 15_000 })).toBeTruthy();
  });
});

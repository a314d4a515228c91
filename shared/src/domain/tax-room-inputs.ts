import type { FundTaxType } from '../contracts/enums';
import { parseAmount } from './satang';
import type { RoomInputs } from './tax-room';

/**
 * What the customer typed into the tax-room calculator, as typed (issue 17 item 2). Kept in this
 * browser only (localStorage) and never sent; the tax page writes it, the checkout reads the same
 * key to say how much of a buy is above the room the calculator shows on this device.
 */
export interface DeviceInputs {
  income: string;
  other: string;
  ltf: string;
}

export const DEVICE_INPUTS_KEY = 'port.tsf.room-inputs.v1';
export const EMPTY_DEVICE_INPUTS: DeviceInputs = { income: '', other: '0', ltf: '0' };

/** The stored text, or the empty inputs when nothing (or something unreadable) is stored. */
export function parseDeviceInputs(raw: string | null | undefined): DeviceInputs {
  if (!raw) return EMPTY_DEVICE_INPUTS;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof DeviceInputs, unknown>>;
    const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.length <= 40 ? v : fallback);
    return {
      income: text(parsed.income, EMPTY_DEVICE_INPUTS.income),
      other: text(parsed.other, EMPTY_DEVICE_INPUTS.other),
      ltf: text(parsed.ltf, EMPTY_DEVICE_INPUTS.ltf),
    };
  } catch {
    return EMPTY_DEVICE_INPUTS;
  }
}

/** This device's inputs (private mode or no storage: the empty inputs). */
export function readDeviceInputs(): DeviceInputs {
  try {
    return parseDeviceInputs(globalThis.localStorage?.getItem(DEVICE_INPUTS_KEY));
  } catch {
    return EMPTY_DEVICE_INPUTS;
  }
}

/**
 * The room calculation's inputs from the typed text and this year's purchases, or null when the
 * calculator would show no room (no valid income yet). The LTF switch counts only when `withLtf`.
 */
export function roomInputsOf(
  inputs: DeviceInputs,
  bought: Readonly<Record<FundTaxType, bigint>>,
  withLtf: boolean,
): RoomInputs | null {
  const income = parseAmount(inputs.income, { allowZero: false });
  const other = parseAmount(inputs.other, { allowZero: true });
  const ltf = parseAmount(inputs.ltf, { allowZero: true });
  if (!income.ok || !other.ok || (withLtf && !ltf.ok)) return null;
  return {
    incomeSatang: income.satang,
    otherRetirementSatang: other.satang,
    ltfSwitchedSatang: withLtf && ltf.ok ? ltf.satang : 0n,
    bought,
  };
}

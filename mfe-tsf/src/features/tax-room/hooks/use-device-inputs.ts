import { useCallback, useState } from 'react';

/** What the customer typed, as typed. Kept in this browser only (localStorage) and never sent. */
export interface DeviceInputs {
  income: string;
  other: string;
  ltf: string;
}

export const DEVICE_INPUTS_KEY = 'port.tsf.room-inputs.v1';
const EMPTY: DeviceInputs = { income: '', other: '0', ltf: '0' };

function read(): DeviceInputs {
  try {
    const raw = globalThis.localStorage?.getItem(DEVICE_INPUTS_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<Record<keyof DeviceInputs, unknown>>;
    const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.length <= 40 ? v : fallback);
    return {
      income: text(parsed.income, EMPTY.income),
      other: text(parsed.other, EMPTY.other),
      ltf: text(parsed.ltf, EMPTY.ltf),
    };
  } catch {
    return EMPTY;
  }
}

function write(value: DeviceInputs | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(DEVICE_INPUTS_KEY, JSON.stringify(value));
    else globalThis.localStorage?.removeItem(DEVICE_INPUTS_KEY);
  } catch {
    // Private mode or a full storage: the calculator still works for this visit.
  }
}

export function useDeviceInputs() {
  const [inputs, setInputs] = useState<DeviceInputs>(read);
  const update = useCallback((field: keyof DeviceInputs, value: string) => {
    setInputs((previous) => {
      const next = { ...previous, [field]: value };
      write(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    write(null);
    setInputs(EMPTY);
  }, []);
  return { inputs, update, clear };
}

import { useCallback, useState } from 'react';
import { DEVICE_INPUTS_KEY, EMPTY_DEVICE_INPUTS, readDeviceInputs, type DeviceInputs } from '@port/shared/domain/tax-room-inputs';

function write(value: DeviceInputs | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(DEVICE_INPUTS_KEY, JSON.stringify(value));
    else globalThis.localStorage?.removeItem(DEVICE_INPUTS_KEY);
  } catch {
    // Private mode or a full storage: the calculator still works for this visit.
  }
}

/** The calculator's inputs, kept on this device (the checkout reads the same key: tax-room-inputs.ts). */
export function useDeviceInputs() {
  const [inputs, setInputs] = useState<DeviceInputs>(readDeviceInputs);
  const update = useCallback((field: keyof DeviceInputs, value: string) => {
    setInputs((previous) => {
      const next = { ...previous, [field]: value };
      write(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    write(null);
    setInputs(EMPTY_DEVICE_INPUTS);
  }, []);
  return { inputs, update, clear };
}

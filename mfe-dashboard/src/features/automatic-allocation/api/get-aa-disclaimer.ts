import useSWR from 'swr';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { aaDisclaimerFileSchema } from '@port/shared/contracts/automatic-allocation';
import { getData } from '@port/shared/http/data';

export const aaDisclaimerKey = otherPaths.aaDisclaimer;

/** The static disclaimer JSON on the content host; the text is data.description (spec §7). */
export async function getAaDisclaimer(): Promise<string> {
  const data = await getData(aaDisclaimerKey, aaDisclaimerFileSchema.shape.data);
  return data.description;
}

export function useAaDisclaimer(enabled: boolean) {
  return useSWR(enabled ? aaDisclaimerKey : null, getAaDisclaimer, { revalidateOnFocus: false });
}

import useSWR from 'swr';
import { portAggregationPaths, withQuery } from '@port/shared/contracts/api-paths';
import { tsfComboPreviewSchema } from '@port/shared/contracts/order';
import { getData } from '@port/shared/http/data';

/** GET port-aggregation v1/tsf-combo/{comboId}/preview?amount= (issue 17 item 5): the combo's split per fund. */
export const tsfComboPreviewKey = (comboId: string, amount?: number): string =>
  withQuery(portAggregationPaths.tsfComboPreview(comboId), { amount });
export const getTsfComboPreview = (key: string) => getData(key, tsfComboPreviewSchema);
export const useTsfComboPreview = (comboId: string | undefined, amount: number | undefined, enabled: boolean) =>
  useSWR(enabled && comboId ? tsfComboPreviewKey(comboId, amount) : null, getTsfComboPreview, { revalidateOnFocus: false });

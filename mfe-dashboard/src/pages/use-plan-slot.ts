import { useParams } from 'react-router-dom';
import { planSlotParamSchema } from '@port/shared/contracts/common';

/** The :planSlot of the URL as a number, or null when it is not a valid slot. */
export function usePlanSlot(): number | null {
  const { planSlot } = useParams();
  const parsed = planSlotParamSchema.safeParse(planSlot ?? '');
  return parsed.success ? parsed.data : null;
}

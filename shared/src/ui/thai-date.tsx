import { formatDate } from '../format/date';
import type { DateInput } from '../format/date';

/** formatDate's '23 พ.ย. 2569' on one line: a narrow screen never leaves the year alone (issue 13 review item 10). */
export function ThaiDate({ value, long = false }: { value: DateInput; long?: boolean }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value, { long })}</span>;
}

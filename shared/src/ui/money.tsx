import { formatMoney, formatUnits } from '../format/number';
import { UI_MESSAGES } from './ui-messages';

export interface MoneyProps {
  value: number | null | undefined;
  /** Show ' บาท' after the amount. */
  withUnit?: boolean;
}

/** An amount with 2 decimals (spec §9). Tabular digits keep columns aligned. */
export const Money = ({ value, withUnit = false }: MoneyProps) => (
  <span style={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatMoney(value)}
    {withUnit && value !== null && value !== undefined ? ` ${UI_MESSAGES.baht}` : null}
  </span>
);

/** Fund units with 4 decimals (spec §9). */
export const Units = ({ value }: { value: number | null | undefined }) => (
  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatUnits(value)}</span>
);

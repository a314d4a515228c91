import { formatPercent } from '@port/shared/format/number';
import { focusRing, theme } from '@port/shared/ui/theme';
import { playlistMessages as t } from '../messages';

/** Gain green, loss red, with the sign in the text too; "ไม่มีข้อมูล" where the NAV history is shorter. */
export const returnTone = (v: number | null) =>
  v === null ? theme.color.textMuted : v < 0 ? theme.color.loss : v > 0 ? theme.color.profit : theme.color.text;

export function ReturnValue({ value }: { value: number | null }) {
  return <span css={{ color: returnTone(value) }}>{value === null ? t.noData : formatPercent(value, { signed: true })}</span>;
}

export const taxLabel = (tax: string | null) => (tax ? tax.toUpperCase() : t.noTax);

export function FactSheetLink({ url, code }: { url: string | null; code: string }) {
  if (!url) return <>{t.noData}</>;
  return (
    <a href={url} target="_blank" rel="noreferrer" css={focusRing} aria-label={t.factSheetOf(code)}>
      {t.factSheet}
    </a>
  );
}

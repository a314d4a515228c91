import { BANKS, type BankCode } from '@port/shared/contracts/oa-steps';
import { theme } from '@port/shared/ui/theme';

const CODES = Object.keys(BANKS) as BankCode[];

/** A bank's mark drawn here (no outside image): its short code on a theme colour; the name is beside it. */
export function BankLogo({ code }: { code: BankCode }) {
  const fill = theme.chart.categories[CODES.indexOf(code) % theme.chart.categories.length];
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill={fill} />
      <text
        x="20"
        y="24.5"
        textAnchor="middle"
        fontSize={code.length > 3 ? 10 : 12}
        fontWeight={700}
        fill={theme.color.onPrimary}
        fontFamily="inherit"
      >
        {code}
      </text>
    </svg>
  );
}

import type { BankCode } from '@port/shared/contracts/oa-steps';
import { theme } from '@port/shared/ui/theme';

/** A bank's mark drawn here (no outside image): its short code in the bank's brand colours; the name is beside it. */
export function BankLogo({ code }: { code: BankCode }) {
  const { bg, fg } = theme.color.bank[code];
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-bank-mark={code}>
      <circle cx="20" cy="20" r="20" fill={bg} />
      <text
        x="20"
        y="24.5"
        textAnchor="middle"
        fontSize={code.length > 3 ? 10 : 12}
        fontWeight={700}
        fill={fg}
        fontFamily="inherit"
      >
        {code}
      </text>
    </svg>
  );
}

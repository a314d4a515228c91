import type { FundTaxType } from '@port/shared/contracts/enums';
import { provisionalTypes, rulesForYear, TAX_TYPE_LABEL, TAX_TYPES } from '@port/shared/domain/tax-rules';
import { buddhistYear } from '@port/shared/domain/tax-year';
import { Button } from '@port/shared/ui/button';
import { ThaiText } from '@port/shared/ui/thai-text';
import { theme } from '@port/shared/ui/theme';
import type { useDeviceInputs } from '../hooks/use-device-inputs';
import { calculateRoom } from '@port/shared/domain/tax-room';
import { parseAmount, satangFromNumber, type ParsedAmount } from '@port/shared/domain/satang';
import { amountErrors, roomMessages as M } from '../messages';
import { AmountField } from './amount-field';
import { RoomSummary } from './room-summary';
import { RoomTable } from './room-table';
import { RulesTable } from './rules-table';

interface Props {
  /** The Bangkok tax year. */
  year: number;
  /** Bought this year per type, from the tax-saving totals (zeros for a visitor or after a failure). */
  bought: Readonly<Record<FundTaxType, number>>;
  /** Why `bought` may not be the customer's real purchases (signed out, call failed), or null. */
  boughtNote: string | null;
  /** The inputs kept on this device (the page holds them: the yearly totals read the income too). */
  device: ReturnType<typeof useDeviceInputs>;
}

const errorOf = (text: string, parsed: ParsedAmount) => (!parsed.ok && text.trim() !== '' ? amountErrors[parsed.error] : null);
const muted = { color: theme.color.textMuted, fontSize: theme.font.size.sm, margin: `0 0 ${theme.space.sm}` } as const;

/** How much room is left this year (issue 10 item 4): inputs stay on this device, rules come from the year's table. */
export function RoomCalculator({ year, bought, boughtNote, device }: Props) {
  const { inputs, update, clear } = device;
  const rules = rulesForYear(year);
  const income = parseAmount(inputs.income, { allowZero: false });
  const other = parseAmount(inputs.other, { allowZero: true });
  const ltf = parseAmount(inputs.ltf, { allowZero: true });
  const provisional = rules ? provisionalTypes(rules) : [];
  const showLtf = Boolean(rules?.ltfSwitch?.spreadYears.includes(year));
  const ready = rules && income.ok && other.ok && (!showLtf || ltf.ok);
  const boughtSatang = Object.fromEntries(TAX_TYPES.map((t) => [t, satangFromNumber(bought[t])])) as Record<FundTaxType, bigint>;
  const result =
    rules && ready
      ? calculateRoom(rules, {
          incomeSatang: income.ok ? income.satang : 0n,
          otherRetirementSatang: other.ok ? other.satang : 0n,
          ltfSwitchedSatang: showLtf && ltf.ok ? ltf.satang : 0n,
          bought: boughtSatang,
        })
      : null;
  const field = (name: 'income' | 'other' | 'ltf', parsed: ParsedAmount, label: string, hint?: string) => (
    <AmountField
      label={label}
      hint={hint}
      value={inputs[name]}
      error={errorOf(inputs[name], parsed)}
      onChange={(v) => update(name, v)}
      testId={`tsf-${name}`}
    />
  );

  return (
    <div data-testid="tsf-room">
      <p css={{ margin: `0 0 ${theme.space.xs}` }}>
        <ThaiText>{M.intro}</ThaiText>
      </p>
      <p css={muted}>{M.deviceOnly}</p>
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        {field('income', income, M.income)}
        {rules ? <RoomSummary rules={rules} result={result} /> : null}
        {field('other', other, M.other, M.otherHint)}
        {showLtf ? field('ltf', ltf, M.ltf, M.ltfHint) : null}
        <Button type="button" variant="ghost" onClick={clear}>
          {M.clear}
        </Button>
      </form>
      {/* No reserved height here: the summary above asks for the income; this part appears with it. */}
      <div css={{ marginTop: theme.space.md }}>
        {!rules ? (
          <p data-testid="tsf-room-no-table">{M.noTable(buddhistYear(year))}</p>
        ) : result ? (
          <>
            <p css={{ margin: `0 0 ${theme.space.xs}`, fontWeight: theme.font.weight.bold }}>{M.taxYear(buddhistYear(year))}</p>
            {boughtNote ? (
              <p css={muted}>
                <ThaiText>{boughtNote}</ThaiText>
              </p>
            ) : null}
            {provisional.length > 0 ? (
              <p css={muted} data-testid="tsf-room-provisional">
                {M.provisionalNote(provisional.map((t) => TAX_TYPE_LABEL[t]).join(', '))}
              </p>
            ) : null}
            <RoomTable rules={rules} result={result} />
          </>
        ) : null}
      </div>
      {rules ? <RulesTable rules={rules} /> : null}
      <p data-testid="tsf-disclaimer" css={{ ...muted, marginTop: theme.space.md }}>
        <ThaiText>{M.disclaimer}</ThaiText>
      </p>
    </div>
  );
}

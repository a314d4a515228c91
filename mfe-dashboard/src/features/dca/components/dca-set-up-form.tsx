import { useId, useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import type { Dca } from '@port/shared/contracts/pra';
import { DCA_DAY_MAX, DCA_DAY_MIN } from '@port/shared/domain/dca';
import { formatSatang, satangFromNumber } from '@port/shared/domain/satang';
import { formatDate } from '@port/shared/format/date';
import { errorMessage } from '@port/shared/http/http-error-info';
import { Button } from '@port/shared/ui/button';
import { focusRing, theme } from '@port/shared/ui/theme';
import { formStyles } from '../../../components/form-styles';
import type { DcaSetUpInput } from '../api/change-dca';
import { useCustomerBanks } from '../api/get-customer-banks';
import { DCA_MESSAGES as M } from '../messages';
import { checkDcaAmount, firstDebit, initialAmount } from '../model/dca-form';

const { control, hint: small, error } = formStyles;
const box = css`
  ${formStyles.box}
  margin-top: ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
`;

interface Props {
  dca: Dca;
  /** Bangkok day of the page's clock: where the first debit is counted from. */
  today: string;
  onSubmit: (input: Omit<DcaSetUpInput, 'idempotencyKey'>) => Promise<unknown>;
  onCancel: () => void;
}

/** Amount (at least the plan's monthly minimum), debit day (moved to a Thai business day) and bank (issue 17 item 3). */
export function DcaSetUpForm({ dca, today, onSubmit, onCancel }: Props) {
  const id = useId();
  const monthly = dca.monthly_amount ?? 0;
  const min = dca.min_amount ?? 0;
  const [amount, setAmount] = useState(() => initialAmount(monthly, min));
  const [day, setDay] = useState(dca.day_of_month && dca.day_of_month <= DCA_DAY_MAX ? dca.day_of_month : 5);
  const banks = useCustomerBanks(true);
  const [bankId, setBankId] = useState<string | null>(dca.bank?.bank_id ?? null);
  const chosenBank = bankId ?? banks.data?.find((b) => b.is_main)?.bank_id ?? banks.data?.[0]?.bank_id ?? null;
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const debit = firstDebit(day, today);
  const checked = checkDcaAmount(amount, min);
  const changesPlan = 'satang' in checked && checked.satang !== satangFromNumber(monthly);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if ('error' in checked) {
      setAmountError(checked.error);
      amountRef.current?.focus();
      return;
    }
    if (!chosenBank) return;
    setBusy(true);
    try {
      await onSubmit({ amount: Number(checked.satang) / 100, dayOfMonth: day, bankId: chosenBank });
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form css={box} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} data-testid="dca-form" noValidate>
      <h3 id={`${id}-title`} css={{ margin: 0, fontSize: theme.font.size.md }}>
        {M.formTitle}
      </h3>
      <div css={{ display: 'grid', gap: theme.space.xs }}>
        <label htmlFor={`${id}-amount`}>{M.amount}</label>
        <input
          id={`${id}-amount`}
          ref={amountRef}
          inputMode="decimal"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setAmountError(null);
          }}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`${id}-amount-hint ${id}-amount-error`}
          css={[control, focusRing]}
        />
        <p id={`${id}-amount-hint`} css={small}>
          {M.amountHint(formatSatang(satangFromNumber(min)), formatSatang(satangFromNumber(monthly)))}
          {changesPlan && 'satang' in checked ? ` · ${M.amountBecomesPlan(formatSatang(checked.satang))}` : ''}
        </p>
        <p id={`${id}-amount-error`} css={error} role={amountError ? 'alert' : undefined}>
          {amountError}
        </p>
      </div>
      <div css={{ display: 'grid', gap: theme.space.xs }}>
        <label htmlFor={`${id}-day`}>{M.day}</label>
        <select
          id={`${id}-day`}
          value={day}
          onChange={(e) => setDay(Number(e.target.value))}
          aria-describedby={`${id}-day-hint`}
          css={[control, focusRing]}
        >
          {Array.from({ length: DCA_DAY_MAX - DCA_DAY_MIN + 1 }, (_, i) => i + DCA_DAY_MIN).map((d) => (
            <option key={d} value={d}>
              {M.dayOption(d)}
            </option>
          ))}
        </select>
        <p id={`${id}-day-hint`} css={small} data-testid="dca-first-debit">
          {M.firstDebit} <span css={{ whiteSpace: 'nowrap' }}>{formatDate(debit.date)}</span>
          {debit.moved ? ` ${M.movedFrom(day)}` : ''} · {M.dayHint}
        </p>
      </div>
      <fieldset>
        <legend>{M.bank}</legend>
        {banks.error ? <p css={error}>{M.banksFailed}</p> : null}
        {!banks.data && !banks.error ? <p css={small}>{M.banksLoading}</p> : null}
        {banks.data?.length === 0 ? <p css={error}>{M.noBank}</p> : null}
        {banks.data?.map((b) => (
          <label key={b.bank_id} className="choice">
            <input type="radio" name={`${id}-bank`} checked={chosenBank === b.bank_id} onChange={() => setBankId(b.bank_id)} />
            <span>
              {b.bank_display_name} {b.masked_bank_account_no}
              {b.is_main ? ` (${M.mainBank})` : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <p css={small}>{M.split}</p>
      {failure ? (
        <p role="alert" css={error} data-testid="dca-form-error">
          {M.failed}: {failure}
        </p>
      ) : null}
      <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
        <Button type="submit" busy={busy} disabled={!chosenBank}>
          {M.confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}

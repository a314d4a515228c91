import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { css } from '@emotion/react';
import type { CheckoutMode } from '@port/shared/contracts/checkout-panel';
import type { BatchOrderPreview } from '@port/shared/contracts/order';
import { formatMoney, formatNumber } from '@port/shared/format/number';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { checkAmount } from '../model/amount';
import { fastCheckoutMessages as t } from '../messages';
import { actions, errorText, muted, stepBox } from './styles';

const input = css`
  font: inherit;
  max-width: 360px;
  font-size: ${theme.font.size.lg};
  padding: ${theme.space.sm} ${theme.space.ms};
  min-height: 44px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.box};
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.tone.danger.edge};
  }
`;

/** A fund minimum of a baht or so says nothing worth reading; from 100 baht it explains the plan's minimum. */
const MEANINGFUL_FUND_MIN = 100;

interface Props {
  mode: CheckoutMode;
  initial: string;
  /** The preview's minimum for buys; 0 for a redeem. */
  min: number;
  /** The fund that sets the minimum (its weight and its own minimum), when the preview names one. */
  minFund: BatchOrderPreview['min_fund'];
  /** A redeem: the sellable value (selling at least this sells everything). */
  sellable: number | null;
  /** A refusal from the server that belongs to this step. */
  serverError: string | null;
  onNext: (amount: number, text: string) => void;
}

/** Step 1: how much (issue 8 bad input: the field says why in Thai and nothing is sent). */
export function AmountStep({ mode, initial, min, minFund, sellable, serverError, onNext }: Props) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAmount(text, { min });
    if (!check.ok) return setError(check.error);
    setError(null);
    onNext(check.value, text);
  };
  const fill = (value: number) => {
    setText(value.toFixed(2));
    setError(null);
  };
  return (
    <form css={stepBox} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-amount`}>{t.amountLabel(mode)}</label>
      <input
        id={`${id}-amount`}
        css={input}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint ${shown ? `${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} css={muted}>
        {sellable !== null ? t.sellableHint(formatMoney(sellable)) : t.minimumHint(formatMoney(min))}
      </p>
      {sellable === null && minFund && minFund.fund_min_amount >= MEANINGFUL_FUND_MIN ? (
        <p css={muted}>
          {t.minimumWhy(minFund.fund_shortcode, `${formatNumber(minFund.weight)}%`, formatMoney(minFund.fund_min_amount))}
        </p>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} role="alert" css={errorText}>
          {shown}
        </p>
      ) : null}
      <div css={actions}>
        {sellable !== null ? (
          <Button type="button" variant="secondary" onClick={() => fill(sellable)}>
            {t.sellAll}
          </Button>
        ) : min > 0 ? (
          <Button type="button" variant="secondary" onClick={() => fill(min)}>
            {t.useMinimum}
          </Button>
        ) : null}
        <Button type="submit">{t.next}</Button>
      </div>
    </form>
  );
}

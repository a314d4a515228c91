import { css } from '@emotion/react';
import type { CheckoutMode } from '@port/shared/contracts/checkout-panel';
import type { CustomerBank } from '@port/shared/contracts/trading-profile';
import { theme } from '@port/shared/ui/theme';
import { fastCheckoutMessages as t } from '../messages';

const fieldset = css`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  legend {
    font-weight: ${theme.font.weight.bold};
    margin-bottom: ${theme.space.sm};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.ms};
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.ms};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.box};
    cursor: pointer;
  }
  input:focus-visible {
    outline: 3px solid ${theme.color.focus};
  }
  img {
    width: 28px;
    height: 28px;
  }
`;

interface Props {
  mode: CheckoutMode;
  banks: CustomerBank[];
  value: string | null;
  onChange: (bankId: string) => void;
}

/** The customer's own banks (logo, name, masked number); the main one first. */
export function BankChoice({ mode, banks, value, onChange }: Props) {
  if (banks.length === 0) return <p role="alert">{t.noBank}</p>;
  return (
    <fieldset css={fieldset}>
      <legend>{t.bankLegend(mode)}</legend>
      {banks.map((bank) => (
        <label key={bank.bank_id}>
          <input
            type="radio"
            name="checkout-bank"
            value={bank.bank_id}
            checked={value === bank.bank_id}
            onChange={() => onChange(bank.bank_id)}
          />
          {bank.bank_logo_url ? <img src={bank.bank_logo_url} alt="" width={28} height={28} /> : null}
          <span>
            {bank.bank_display_name} {bank.masked_bank_account_no}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

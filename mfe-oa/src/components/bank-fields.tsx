import { css } from '@emotion/react';
import { BANKS, type BankCode } from '@port/shared/contracts/oa-steps';
import { theme } from '@port/shared/ui/theme';
import type { FieldErrors } from './field-errors';
import { BankLogo } from './bank-logo';
import { bankFieldText as t } from './bank-messages';
import { Choice, ChoiceGroup, TextField } from './fields';

const bankGrid = css`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;
const fieldGrid = css`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

export interface BankValues {
  bank_code: string;
  account_no: string;
  account_name: string;
  ats: boolean;
}

interface Props {
  values: BankValues;
  onChange: (values: BankValues) => void;
  errors: FieldErrors;
  /** Under the number: the masked number on file (never the number itself). */
  accountNoHint?: string;
  /** Under the name: whose name the account must be in. */
  accountNameHint: string;
  /** The ATS checkbox's words (a choice in account opening, the consent on the ATS page). */
  atsLabel: string;
}

/**
 * The bank fields of account opening's bank step and of the ATS page of an existing customer
 * (issue 22: one set of fields, checked by one shared schema, bankStepSchema): the bank, the
 * number, the name the account is in and the automatic debit.
 */
export function BankFields({ values, onChange, errors, accountNoHint, accountNameHint, atsLabel }: Props) {
  const set = (patch: Partial<BankValues>) => onChange({ ...values, ...patch });
  return (
    <div css={{ display: 'grid', gap: theme.space.lg }}>
      <ChoiceGroup legend={t.bank} name="bank_code" error={errors.bank_code}>
        <div css={bankGrid}>
          {(Object.entries(BANKS) as [BankCode, string][]).map(([code, name]) => (
            <Choice
              key={code}
              type="radio"
              name="bank_code"
              checked={values.bank_code === code}
              onChange={() => set({ bank_code: code })}
              centered
            >
              <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.sm }}>
                <BankLogo code={code} />
                {name}
              </span>
            </Choice>
          ))}
        </div>
      </ChoiceGroup>
      <div css={fieldGrid}>
        <TextField
          label={t.accountNo}
          name="account_no"
          value={values.account_no}
          onChange={(account_no) => set({ account_no })}
          error={errors.account_no}
          inputMode="numeric"
          maxLength={15}
          autoComplete="off"
          hint={accountNoHint}
        />
        <TextField
          label={t.accountName}
          name="account_name"
          value={values.account_name}
          onChange={(account_name) => set({ account_name })}
          error={errors.account_name}
          hint={accountNameHint}
          autoComplete="off"
        />
      </div>
      <ChoiceGroup legend={t.atsLegend} name="ats" error={errors.ats}>
        <Choice type="checkbox" name="ats" checked={values.ats} onChange={(ats) => set({ ats })}>
          {atsLabel}
        </Choice>
      </ChoiceGroup>
    </div>
  );
}

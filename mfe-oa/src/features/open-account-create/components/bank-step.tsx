import { css } from '@emotion/react';
import { useState } from 'react';
import { BANKS, bankStepSchema, OA_MESSAGES, type BankCode } from '@port/shared/contracts/oa-steps';
import { accountNameMatches } from '@port/shared/domain/oa-names';
import { theme } from '@port/shared/ui/theme';
import { useStepForm } from '../hooks/use-step-form';
import { bankText as t } from '../messages';
import { BankLogo } from './bank-logo';
import { Choice, ChoiceGroup, TextField } from '../../../components/fields';
import { fieldGrid, StepForm } from './step-form';
import type { StepProps } from './step-props';

const bankGrid = css`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

/** Step 5: the bank for redemptions and ATS; the account must be in the customer's own name. */
export function BankStep({ app, save, onSaved, onBack }: StepProps) {
  const saved = app.bank;
  const [bank, setBank] = useState<string>(saved?.bank_code ?? '');
  const [accountNo, setAccountNo] = useState('');
  const [accountName, setAccountName] = useState(
    saved?.account_name ?? (app.identity ? `${app.identity.first_name_th} ${app.identity.last_name_th}` : ''),
  );
  const [ats, setAts] = useState(saved?.ats ?? true);
  const form = useStepForm('bank', bankStepSchema, save, onSaved);
  const identity = app.identity;
  const submit = () => {
    const names = identity && {
      firstNameTh: identity.first_name_th,
      lastNameTh: identity.last_name_th,
      firstNameEn: identity.first_name_en,
      lastNameEn: identity.last_name_en,
    };
    const extra: Record<string, string> =
      accountName.trim() && names && !accountNameMatches(accountName, names) ? { account_name: OA_MESSAGES.accountName } : {};
    void form.submit({ bank_code: bank, account_no: accountNo, account_name: accountName, ats }, extra);
  };
  return (
    <StepForm
      onSubmit={submit}
      onBack={onBack}
      busy={form.busy}
      failure={form.failure}
      hasErrors={Object.keys(form.errors).length > 0}
    >
      <div css={{ display: 'grid', gap: theme.space.lg }}>
        <ChoiceGroup legend={t.bank} name="bank_code" error={form.errors.bank_code}>
          <div css={bankGrid}>
            {(Object.entries(BANKS) as [BankCode, string][]).map(([code, name]) => (
              <Choice key={code} type="radio" name="bank_code" checked={bank === code} onChange={() => setBank(code)} centered>
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
            value={accountNo}
            onChange={setAccountNo}
            error={form.errors.account_no}
            inputMode="numeric"
            maxLength={15}
            autoComplete="off"
            hint={saved ? t.savedNo(saved.account_no_masked) : undefined}
          />
          <TextField
            label={t.accountName}
            name="account_name"
            value={accountName}
            onChange={setAccountName}
            error={form.errors.account_name}
            hint={t.accountNameHint}
            autoComplete="off"
          />
        </div>
        <Choice type="checkbox" name="ats" checked={ats} onChange={setAts}>
          {t.ats}
        </Choice>
      </div>
    </StepForm>
  );
}

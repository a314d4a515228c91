import { useState } from 'react';
import { bankStepSchema, OA_MESSAGES } from '@port/shared/contracts/oa-steps';
import { accountNameMatches } from '@port/shared/domain/oa-names';
import { BankFields, type BankValues } from '../../../components/bank-fields';
import { bankFieldText } from '../../../components/bank-messages';
import { useStepForm } from '../hooks/use-step-form';
import { bankText as t } from '../messages';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

/** Step 5: the bank for redemptions and ATS; the account must be in the customer's own name. */
export function BankStep({ app, save, onSaved, onBack }: StepProps) {
  const saved = app.bank;
  const [values, setValues] = useState<BankValues>({
    bank_code: saved?.bank_code ?? '',
    account_no: '',
    account_name: saved?.account_name ?? (app.identity ? `${app.identity.first_name_th} ${app.identity.last_name_th}` : ''),
    ats: saved?.ats ?? true,
  });
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
      values.account_name.trim() && names && !accountNameMatches(values.account_name, names)
        ? { account_name: OA_MESSAGES.accountName }
        : {};
    void form.submit(values, extra);
  };
  return (
    <StepForm state={form} onSubmit={submit} onBack={onBack}>
      <BankFields
        values={values}
        onChange={setValues}
        errors={form.errors}
        accountNoHint={saved ? bankFieldText.savedNo(saved.account_no_masked) : undefined}
        accountNameHint={t.accountNameHint}
        atsLabel={t.ats}
      />
    </StepForm>
  );
}

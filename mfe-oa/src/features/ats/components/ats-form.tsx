import { useState, type FormEvent } from 'react';
import { ATS_MESSAGES, atsRequestBodySchema, type AtsRegistration } from '@port/shared/contracts/ats';
import { accountNameMatches } from '@port/shared/domain/oa-names';
import { errorMessage } from '@port/shared/http/http-error-info';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { BankFields, type BankValues } from '../../../components/bank-fields';
import { fieldErrors, type FieldErrors } from '../../../components/field-errors';
import { useSendAts } from '../api/ats';
import { atsText as t } from '../messages';
import { alertBox } from './styles';

const focusFirstInvalid = () =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"]')?.focus(),
  );

/**
 * The account opening's bank fields for an existing customer (issue 22 item 1): checked by the same
 * shared schema as the server (bankStepSchema with the consent), the name by the same rule
 * (domain/oa-names), before anything is sent. The number is typed again (only its masked form is kept here).
 */
export function AtsForm({ ats }: { ats: AtsRegistration }) {
  const { names } = ats;
  const [values, setValues] = useState<BankValues>({
    bank_code: ats.bank?.bank_code ?? '',
    account_no: '',
    account_name: ats.bank?.account_name ?? `${names.first_name_th} ${names.last_name_th}`,
    ats: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendAts(ats.customer_id);
  const person = {
    firstNameTh: names.first_name_th,
    lastNameTh: names.last_name_th,
    firstNameEn: names.first_name_en,
    lastNameEn: names.last_name_en,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = fieldErrors(atsRequestBodySchema, values).errors ?? {};
    if (!checked.account_name && !accountNameMatches(values.account_name, person))
      checked.account_name = ATS_MESSAGES.accountName;
    setErrors(checked);
    if (Object.keys(checked).length > 0) return focusFirstInvalid();
    setBusy(true);
    try {
      await send(values);
    } catch (refusal) {
      setFailure(errorMessage(refusal));
    } finally {
      setBusy(false);
    }
  };

  const mainBank =
    ats.status === 'ATS_REQUIRED' && ats.bank ? t.mainBank(ats.bank.bank_name, ats.bank.account_no_masked) : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="ats-form"
      css={{ display: 'grid', gap: theme.space.md }}
    >
      <BankFields
        values={values}
        onChange={setValues}
        errors={errors}
        accountNoHint={mainBank}
        accountNameHint={t.accountNameHint(
          `${names.first_name_th} ${names.last_name_th}`,
          `${names.first_name_en} ${names.last_name_en}`,
        )}
        atsLabel={t.consent}
      />
      {Object.keys(errors).length > 0 ? (
        <p role="alert" css={alertBox}>
          {t.fixFields}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" css={alertBox}>
          {failure}
        </p>
      ) : null}
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" busy={busy}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

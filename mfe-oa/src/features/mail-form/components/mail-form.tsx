import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { mailFormRequestBodySchema } from '@port/shared/contracts/oa';
import { Button } from '@port/shared/ui/button';
import { formControl } from '@port/shared/ui/form-control';
import { SectionCard } from '@port/shared/ui/section-card';
import { focusRing, theme } from '@port/shared/ui/theme';
import { failureText, requestMailForm } from '../api/request-mail-form';
import { mailFormMessages as t } from '../messages';

const errorLine = css`
  color: ${theme.color.tone.danger.fg};
  margin: ${theme.space.xs} 0 0;
  min-height: 1.5em;
`;

/** "Send me the forms by e-mail" (spec §7): the same e-mail rule as the server, checked before sending. */
export function MailForm() {
  const { mutate } = useSWRConfig();
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(false);
    const parsed = mailFormRequestBodySchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    setBusy(true);
    const outcome = await requestMailForm(mutate, parsed.data.email);
    setBusy(false);
    if (outcome.ok) {
      setEmail('');
      setSent(true);
    } else setFailure(failureText(outcome));
  };

  return (
    <SectionCard title={t.title} testId="oa-mail-form">
      <p css={{ marginTop: 0 }}>{t.lead}</p>
      <form noValidate onSubmit={(event) => void submit(event)} css={{ display: 'grid', gap: theme.space.sm, maxWidth: 480 }}>
        <label htmlFor={id}>{t.emailLabel}</label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t.emailHint}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-error`}
          css={[formControl, focusRing]}
        />
        <p id={`${id}-error`} css={errorLine}>
          {fieldError}
        </p>
        {/* Outlined: the page's one primary action is starting an application (issue 11 review item 3). */}
        <Button type="submit" variant="secondary" busy={busy}>
          {t.send}
        </Button>
        {failure ? (
          <p role="alert" css={errorLine}>
            {failure}
          </p>
        ) : null}
        {/* The landing layout has no toast (spec §2), so the outcome is also said here. */}
        <p role="status" css={{ margin: 0, color: theme.color.tone.success.fg }}>
          {sent ? `${t.successTitle} ${t.successDescription}` : ''}
        </p>
      </form>
    </SectionCard>
  );
}

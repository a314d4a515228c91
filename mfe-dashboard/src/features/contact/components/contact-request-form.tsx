import { useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_TIMES, type ContactTime } from '@port/shared/contracts/contact-request';
import { CONTACT_MESSAGE_MAX, contactRequestProblems, type ContactField } from '@port/shared/domain/contact-request';
import { errorMessage } from '@port/shared/http/http-error-info';
import { Button } from '@port/shared/ui/button';
import { focusRing, theme } from '@port/shared/ui/theme';
import { formStyles } from '../../../components/form-styles';
import { useCreateContactRequest } from '../api/create-contact-request';
import { CONTACT_MESSAGES as M } from '../messages';

const { box, control, hint: small, error } = formStyles;

/** The call-back request of the PRA_ERROR contact page: phone, time, message; checked by the shared rules first (issue 22). */
export function ContactRequestForm({ planId, defaultPhone }: { planId: string; defaultPhone: string }) {
  const id = useId();
  const create = useCreateContactRequest();
  const [phone, setPhone] = useState(defaultPhone);
  const [time, setTime] = useState<ContactTime>('any');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Partial<Record<ContactField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a retry after a lost answer records the request once.
  const key = useRef(crypto.randomUUID());
  const phoneRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = contactRequestProblems({ phone, message });
    setProblems(found);
    if (found.phone) return phoneRef.current?.focus();
    if (found.message) return messageRef.current?.focus();
    setBusy(true);
    try {
      await create({ planId, phone, preferredTime: time, message, idempotencyKey: key.current });
    } catch (e) {
      setFailure(errorMessage(e));
      key.current = crypto.randomUUID();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form css={box} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} data-testid="contact-form" noValidate>
      <h3 id={`${id}-title`} css={{ margin: 0, fontSize: theme.font.size.md }}>
        {M.formTitle}
      </h3>
      <p css={{ margin: 0 }}>{M.formIntro}</p>
      <div css={{ display: 'grid', gap: theme.space.xs }}>
        <label htmlFor={`${id}-phone`}>{M.phone}</label>
        <input
          id={`${id}-phone`}
          ref={phoneRef}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={problems.phone ? true : undefined}
          aria-describedby={`${id}-phone-hint ${id}-phone-error`}
          css={[control, focusRing]}
        />
        <p id={`${id}-phone-hint`} css={small}>
          {M.phoneHint}
        </p>
        <p id={`${id}-phone-error`} css={error} role={problems.phone ? 'alert' : undefined}>
          {problems.phone}
        </p>
      </div>
      <fieldset>
        <legend>{M.time}</legend>
        {CONTACT_TIMES.map((t) => (
          <label key={t} className="choice">
            <input type="radio" name={`${id}-time`} checked={time === t} onChange={() => setTime(t)} />
            <span>{M.times[t]}</span>
          </label>
        ))}
      </fieldset>
      <div css={{ display: 'grid', gap: theme.space.xs }}>
        <label htmlFor={`${id}-message`}>{M.message}</label>
        <textarea
          id={`${id}-message`}
          ref={messageRef}
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={`${id}-message-hint ${id}-message-error`}
          css={[control, focusRing, { minHeight: '5rem', resize: 'vertical' }]}
        />
        <p id={`${id}-message-hint`} css={small}>
          {M.messageHint(CONTACT_MESSAGE_MAX)}
        </p>
        <p id={`${id}-message-error`} css={error} role={problems.message ? 'alert' : undefined}>
          {problems.message}
        </p>
      </div>
      {failure ? (
        <p role="alert" css={error} data-testid="contact-form-error">
          {M.failed}: {failure}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={busy}>
          {M.send}
        </Button>
      </div>
    </form>
  );
}

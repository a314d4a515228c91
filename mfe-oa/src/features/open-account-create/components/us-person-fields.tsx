import { theme } from '@port/shared/ui/theme';
import { taxText as t } from '../messages';
import { Choice, ChoiceGroup, TextField } from '../../../components/fields';
import type { FieldErrors } from '../../../components/field-errors';

/** What a US person gives before the FATCA step saves (issue 18): the US TIN and the W-9 certification and consent. */
export function UsPersonFields({
  usTin,
  onUsTin,
  w9,
  onW9,
  errors,
  savedMasked,
}: {
  usTin: string;
  onUsTin: (value: string) => void;
  w9: boolean;
  onW9: (value: boolean) => void;
  errors: FieldErrors;
  savedMasked: string | undefined;
}) {
  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      <TextField
        label={t.usTin}
        name="us_tin"
        value={usTin}
        onChange={onUsTin}
        error={errors.us_tin}
        inputMode="numeric"
        autoComplete="off"
        lang="en"
        hint={savedMasked ? t.usTinSaved(savedMasked) : t.usTinHint}
      />
      <ChoiceGroup legend={t.w9Legend} name="w9_consent" error={errors.w9_consent}>
        <Choice type="checkbox" name="w9_consent" checked={w9} onChange={onW9}>
          {t.w9Consent}
        </Choice>
      </ChoiceGroup>
    </div>
  );
}

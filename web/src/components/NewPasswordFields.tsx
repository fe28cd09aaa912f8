import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';

type PairField = 'password' | 'passwordConfirmation';

/**
 * A new password and its confirmation, as every form that sets a password asks for them (marked as new, so that
 * password managers offer to generate and save one). `field` is the form's (useFormValues), `labels` the two
 * fields' text keys. The form's field errors mirror the password's under the confirmation (spec §5).
 */
export function NewPasswordFields({
  field,
  labels: [label, confirmationLabel],
  helper,
  required = true,
}: {
  field: (name: PairField) => Pick<Parameters<typeof TextField>[0], 'name' | 'value' | 'onChange' | 'error'>;
  labels: readonly [string, string];
  helper?: ReactNode;
  /** False where an empty pair keeps the password (an admin editing a member). */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const asNew = { type: 'password', autoComplete: 'new-password', required } as const;
  return (
    <>
      <TextField {...field('password')} {...asNew} label={t(label)} helper={helper} />
      <TextField {...field('passwordConfirmation')} {...asNew} label={t(confirmationLabel)} />
    </>
  );
}

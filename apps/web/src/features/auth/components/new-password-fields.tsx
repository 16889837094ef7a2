import type { PasswordContext } from '@mike/contracts';
import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { getPasswordWeaknessMessage } from '../utils/password-rule.ts';

/** A new password and its confirmation, as every flow that sets one holds them. */
export interface NewPassword {
  password: string;
  confirmation: string;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', confirmation: '' };

/**
 * The validation the flows share: `requiredKey`'s text when either field is empty; with `context`, why the
 * server would refuse the password (the contracts' rule; its common-password list stays on the server); then
 * the mismatch text. Null when both are filled in and equal.
 */
export function getNewPasswordError(value: NewPassword, requiredKey: ParseKeys, t: TFunction, context?: PasswordContext): string | null {
  if (value.password === '' || value.confirmation === '') return t(requiredKey);
  const weakness = context ? getPasswordWeaknessMessage(value.password, context) : null;
  if (weakness) return weakness;
  if (value.password !== value.confirmation) return t('validation.passwordsDoNotMatch');
  return null;
}

/** The password and confirmation inputs of registration, invitations and the password reset. */
export function NewPasswordFields({
  value,
  onChange,
  labels,
  name = 'password',
  passwordError,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** i18n keys of the two labels. */
  labels: { password: ParseKeys; confirmation: ParseKeys };
  /** The password input's name (the confirmation's is always `passwordConfirmation`). */
  name?: string;
  /** The password's own error (its strength), under it. */
  passwordError?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t(labels.password)}
        type="password"
        name={name}
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        hint={t('validation.passwordRule')}
        error={passwordError}
      />
      <TextField
        label={t(labels.confirmation)}
        type="password"
        name="passwordConfirmation"
        autoComplete="new-password"
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
      />
    </>
  );
}

import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';

/** A new password and its confirmation, as every flow that sets one holds them. */
export interface NewPassword {
  password: string;
  confirmation: string;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', confirmation: '' };

/**
 * The validation the flows share: `requiredKey`'s text when either field is empty, then the mismatch text;
 * null when both are filled in and equal. The strength is the server's to judge (WEAK_PASSWORD).
 */
export function getNewPasswordError(value: NewPassword, requiredKey: ParseKeys, t: TFunction): string | null {
  if (value.password === '' || value.confirmation === '') return t(requiredKey);
  if (value.password !== value.confirmation) return t('validation.passwordsDoNotMatch');
  return null;
}

/** The password and confirmation inputs of registration, invitations and the password reset. */
export function NewPasswordFields({
  value,
  onChange,
  labels,
  name = 'password',
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** i18n keys of the two labels. */
  labels: { password: ParseKeys; confirmation: ParseKeys };
  /** The password input's name (the confirmation's is always `passwordConfirmation`). */
  name?: string;
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

import { EMAIL_PATTERN, type InvitableRol } from '@mike/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useInviteMember } from '../api/invite-member.ts';
import styles from './team.module.css';

/** A phone is there once it holds more than a dial code (the field starts with '34'). */
const hasPhoneNumber = (phone: string) => phone.replace(/\D/g, '').length >= 6;

/**
 * 'AÑADIR' (spec §2, §5, §8): name, email, phone and role (Agente by default, or Administrador). Each failure
 * code has its own toast (error-messages.ts); any other reads 'Ha ocurrido un error'. The modal dialog makes
 * the rest of the page inert, toasts included, so the failure is also said inside the dialog.
 */
export function InviteMemberDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [rol, setRol] = useState<InvitableRol>('AGENT');
  const [formError, setFormError] = useState<string | null>(null);
  const invite = useInviteMember();

  // While the call runs the dialog stays: its outcome's toast belongs to it.
  const close = () => {
    if (!invite.isPending) onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '' || email.trim() === '' || !hasPhoneNumber(phone)) {
      setFormError(t('validation.inviteRequired'));
      return;
    }
    if (!EMAIL_PATTERN.test(email.trim())) {
      setFormError(t('validation.invalidEmailInvite'));
      return;
    }
    setFormError(null);
    invite.mutate(
      { name: name.trim(), email: email.trim(), phone, rol },
      {
        onSuccess: () => {
          notify.success(t('toasts.userInvited'));
          onClose();
        },
        onError: (error) => {
          const message = getErrorMessage(error, 'toasts.genericError');
          notify.error(message);
          setFormError(message);
        },
      },
    );
  }

  return (
    <Dialog title={t('users.inviteTitle')} onClose={close}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField label={t('users.name')} name="name" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        <TextField
          label={t('users.email')}
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PhoneField label={t('users.phone')} name="phone" value={phone} onChange={setPhone} />
        <SelectField<InvitableRol>
          label={t('users.rol')}
          name="rol"
          value={rol}
          onChange={setRol}
          options={[
            { value: 'AGENT', label: t('roles.inviteAgent') },
            { value: 'ADMINISTRATIVE', label: t('roles.inviteAdministrative') },
          ]}
        />
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={close} disabled={invite.isPending}>
            {t('users.cancel')}
          </Button>
          <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
            {t('users.inviteSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { EMAIL_PATTERN, type InvitableRol } from '@mike/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EmailField, TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useInviteMember } from '../api/invite-member.ts';
import styles from './team.module.css';

/** A phone is there once it holds more than a dial code (the field starts with '34'). */
const hasPhoneNumber = (phone: string) => phone.replace(/\D/g, '').length >= 6;

interface InviteDraft {
  name: string;
  email: string;
  phone: string;
  rol: InvitableRol;
}

/** The first thing wrong with the draft, as an i18n key; null when it can be sent. */
function getInviteError(draft: InviteDraft) {
  if (draft.name.trim() === '' || draft.email.trim() === '' || !hasPhoneNumber(draft.phone)) return 'validation.inviteRequired' as const;
  if (!EMAIL_PATTERN.test(draft.email.trim())) return 'validation.invalidEmailInvite' as const;
  return null;
}

/**
 * 'AÑADIR' (spec §2, §5, §8): name, email, phone and role (Agente by default, or Administrador). Each failure
 * code has its own toast (error-messages.ts); any other reads 'Ha ocurrido un error'. The modal dialog makes
 * the rest of the page inert, toasts included, so the failure is also said inside the dialog.
 */
export function InviteMemberDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<InviteDraft>({ name: '', email: '', phone: '', rol: 'AGENT' });
  const [formError, setFormError] = useState<string | null>(null);
  const invite = useInviteMember();

  // While the call runs the dialog stays: its outcome's toast belongs to it.
  const close = () => {
    if (!invite.isPending) onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = getInviteError(draft);
    setFormError(error ? t(error) : null);
    if (error) return;
    invite.mutate(
      { name: draft.name.trim(), email: draft.email.trim(), phone: draft.phone, rol: draft.rol },
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
        <InviteFields draft={draft} onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))} />
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

/** Name, email, phone and role of the invitation. */
function InviteFields({ draft, onChange }: { draft: InviteDraft; onChange: (changes: Partial<InviteDraft>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('users.name')} name="name" autoComplete="off" value={draft.name} onChange={(event) => onChange({ name: event.target.value })} />
      <EmailField label={t('users.email')} autoComplete="off" value={draft.email} onValueChange={(email) => onChange({ email })} />
      <PhoneField label={t('users.phone')} name="phone" value={draft.phone} onChange={(phone) => onChange({ phone })} />
      <SelectField<InvitableRol>
        label={t('users.rol')}
        name="rol"
        value={draft.rol}
        onChange={(rol) => onChange({ rol })}
        options={[
          { value: 'AGENT', label: t('roles.inviteAgent') },
          { value: 'ADMINISTRATIVE', label: t('roles.inviteAdministrative') },
        ]}
      />
    </>
  );
}

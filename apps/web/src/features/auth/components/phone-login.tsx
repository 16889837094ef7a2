import { VERIFICATION_CODE_LENGTH } from '@mike/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { setSession } from '../../../lib/auth-store.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { i18next } from '../../../lib/i18n.ts';
import { agentLogin } from '../api/agent-login.ts';
import { createAgentLoginIntent } from '../api/create-agent-login-intent.ts';
import styles from './auth.module.css';
import { CodeInput } from './code-input.tsx';

/** Spec §5: the login screen's phone field is Spain's national number; the call gets '34' in front. */
export const SPAIN_DIAL_CODE = '34';

const emptyCode = () => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

function getPhoneErrorMessage(error: unknown): string {
  if (isApiError(error, 'RATE_LIMITED')) return i18next.t('toasts.rateLimited');
  return getErrorMessage(error, 'toasts.genericError');
}

/**
 * Agents' sign-in (spec §4): step 1 the phone, step 2 the 4-digit code sent by WhatsApp, then /.
 * Lazy-loaded by /login when the WhatsApp button is pressed.
 */
export function PhoneLogin({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [intentId, setIntentId] = useState<string | null>(null);
  const [code, setCode] = useState(emptyCode);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const nationalNumber = phone.replace(/\D/g, '');

  async function onSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (nationalNumber === '' || isSubmitting) return;
    setIsSubmitting(true);
    try {
      const intent = await createAgentLoginIntent(SPAIN_DIAL_CODE + nationalNumber);
      setCode(emptyCode());
      setIntentId(intent.id);
    } catch (error) {
      notify.error(getPhoneErrorMessage(error));
    } finally {
      setIsSubmitting(false);
    }
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.join('');
    // Spec §5: Confirm does nothing until all four digits are there.
    if (!intentId || !/^\d{4}$/.test(value) || isSubmitting) return;
    setIsSubmitting(true);
    try {
      const session = await agentLogin({ intentId, code: value });
      setSession(session);
      notify.success(t('toasts.welcome'));
      await navigate('/', { replace: true });
    } catch (error) {
      notify.error(getPhoneErrorMessage(error));
      setCode(emptyCode());
      // This intent is dead: a new code must be requested from step 1.
      if (isApiError(error, 'CODE_ATTEMPTS_EXCEEDED') || isApiError(error, 'LOGIN_INTENT_EXPIRED')) setIntentId(null);
      setIsSubmitting(false);
    }
  }

  if (intentId === null) {
    return <PhoneStep phone={phone} onPhoneChange={setPhone} isSubmitting={isSubmitting} onSubmit={(event) => void onSendCode(event)} onCancel={onCancel} />;
  }
  return <CodeStep code={code} onCodeChange={setCode} isSubmitting={isSubmitting} onSubmit={(event) => void onConfirm(event)} onBack={() => setIntentId(null)} />;
}

/** Step 1: the national number, with Spain's prefix shown in front. */
function PhoneStep({
  phone,
  onPhoneChange,
  isSubmitting,
  onSubmit,
  onCancel,
}: {
  phone: string;
  onPhoneChange: (phone: string) => void;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const phoneId = useId();
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <h2 className={styles.subtitle}>{t('login.phoneButton')}</h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={phoneId}>
          {t('login.phone')}
        </label>
        <div className={styles.prefixed}>
          <span className={styles.prefix} aria-hidden="true">
            {t('login.phonePrefix')}
          </span>
          <input
            id={phoneId}
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-describedby={`${phoneId}-hint`}
            value={phone}
            onChange={(event) => onPhoneChange(event.target.value)}
          />
        </div>
        <p id={`${phoneId}-hint`} className={styles.hint}>
          {t('login.phoneHint')}
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={phone.replace(/\D/g, '') === '' || isSubmitting} aria-busy={isSubmitting}>
          {t('login.sendCode')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('app.back')}
        </Button>
      </div>
    </form>
  );
}

/** Step 2: the code's four boxes. */
function CodeStep({
  code,
  onCodeChange,
  isSubmitting,
  onSubmit,
  onBack,
}: {
  code: string[];
  onCodeChange: (code: string[]) => void;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const codeLabelId = useId();
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <h2 className={styles.subtitle} id={codeLabelId}>
        {t('login.code')}
      </h2>
      <p className={styles.hint}>{t('login.codeHint')}</p>
      <CodeInput digits={code} onChange={onCodeChange} labelId={codeLabelId} disabled={isSubmitting} />
      <div className={styles.actions}>
        <Button type="submit" aria-busy={isSubmitting}>
          {t('login.confirm')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('app.back')}
        </Button>
      </div>
    </form>
  );
}

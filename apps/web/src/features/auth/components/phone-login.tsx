import { VERIFICATION_CODE_LENGTH } from '@mike/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useEffect, useId, useState, type FormEvent } from 'react';
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

/** A new code may be asked for this long after the last one (the server's per-phone budget still applies). */
export const RESEND_AFTER_SECONDS = 30;

/** Seconds left before 'Reenviar código' can be pressed, counting down from when the code was sent. */
function useResendCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  if (sentAt === null) return 0;
  return Math.max(0, RESEND_AFTER_SECONDS - Math.floor((now - sentAt) / 1000));
}

const formatSpanishPhone = (national: string) =>
  parsePhoneNumberFromString(`+${SPAIN_DIAL_CODE}${national}`)?.formatInternational() ?? `+${SPAIN_DIAL_CODE} ${national}`;

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
  const [sentAt, setSentAt] = useState<number | null>(null);
  const resendIn = useResendCountdown(sentAt);
  const nationalNumber = phone.replace(/\D/g, '');

  async function sendCode() {
    if (nationalNumber === '' || isSubmitting) return;
    setIsSubmitting(true);
    try {
      const intent = await createAgentLoginIntent(SPAIN_DIAL_CODE + nationalNumber);
      setCode(emptyCode());
      setIntentId(intent.id);
      setSentAt(Date.now());
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
      notify.success(t('toasts.welcome'), { carry: true });
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
    return <PhoneStep phone={phone} onPhoneChange={setPhone} isSubmitting={isSubmitting} onSend={() => void sendCode()} onCancel={onCancel} />;
  }
  return (
    <CodeStep
      code={code}
      onCodeChange={setCode}
      isSubmitting={isSubmitting}
      onSubmit={(event) => void onConfirm(event)}
      onBack={() => setIntentId(null)}
      sentTo={formatSpanishPhone(nationalNumber)}
      resendIn={resendIn}
      onResend={() => void sendCode()}
    />
  );
}

/** Step 1: the national number, with Spain's prefix shown in front. */
function PhoneStep({
  phone,
  onPhoneChange,
  isSubmitting,
  onSend,
  onCancel,
}: {
  phone: string;
  onPhoneChange: (phone: string) => void;
  isSubmitting: boolean;
  onSend: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const phoneId = useId();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
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

/** Step 2: the code's four boxes, where it was sent, and 'Cambiar número' / 'Reenviar código'. */
function CodeStep({
  code,
  onCodeChange,
  isSubmitting,
  onSubmit,
  onBack,
  sentTo,
  resendIn,
  onResend,
}: {
  code: string[];
  onCodeChange: (code: string[]) => void;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  /** The phone, formatted. */
  sentTo: string;
  /** Seconds before a new code may be asked for. */
  resendIn: number;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const codeLabelId = useId();
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <h2 className={styles.subtitle} id={codeLabelId}>
        {t('login.code')}
      </h2>
      <p className={styles.hint}>{t('login.codeSentTo', { phone: sentTo })}</p>
      <CodeInput digits={code} onChange={onCodeChange} labelId={codeLabelId} disabled={isSubmitting} />
      <p className={styles.links}>
        <button type="button" className={styles.textButton} onClick={onBack}>
          {t('login.changeNumber')}
        </button>
        <button type="button" className={styles.textButton} disabled={resendIn > 0 || isSubmitting} onClick={onResend}>
          {resendIn > 0 ? t('login.resendIn', { seconds: resendIn }) : t('login.resendCode')}
        </button>
      </p>
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

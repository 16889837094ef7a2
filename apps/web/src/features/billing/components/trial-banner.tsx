import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '../hooks/use-now.ts';
import { getTrialBannerText } from '../utils/trial-banner-text.ts';
import { getTrialCountdown } from '../utils/trial-countdown.ts';
import styles from './trial-banner.module.css';

export interface TrialBannerProps {
  trialEndDate: Date;
  /** Only the OWNER can choose a plan: for anyone else the banner informs and links nowhere. */
  isOwner: boolean;
}

function InfoIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The trial banner (spec §2, §4, §8): info while the trial runs ('Tu período de prueba expira en N días.
 * Elige tu plan ahora.'), warning once it has expired. For the OWNER the whole banner is a link to
 * /choose-plan; the countdown is refreshed every minute.
 */
export function TrialBanner({ trialEndDate, isOwner }: TrialBannerProps) {
  const { t } = useTranslation();
  const now = useNow();
  const countdown = getTrialCountdown(trialEndDate, now);
  const tone = countdown.kind === 'expired' ? styles.warning : styles.info;
  const text = getTrialBannerText(t, countdown, isOwner, trialEndDate);
  const className = `${styles.banner} ${tone}`;

  return (
    <aside aria-label={t('trial.label')} data-type={countdown.kind === 'expired' ? 'warning' : 'info'}>
      {isOwner ? (
        <Link to="/choose-plan" className={className}>
          <InfoIcon />
          <span className={styles.text}>{text}</span>
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
        </Link>
      ) : (
        <p className={className}>
          <InfoIcon />
          <span className={styles.text}>{text}</span>
        </p>
      )}
    </aside>
  );
}

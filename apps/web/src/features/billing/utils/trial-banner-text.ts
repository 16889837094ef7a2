import type { TFunction } from 'i18next';
import { formatDate } from './format.ts';
import type { TrialCountdown } from './trial-countdown.ts';

/**
 * The banner's sentence (spec §8): the countdown, with the end date /pricing shows when it is days away,
 * followed by 'Elige tu plan ahora.', or the expiry text. Only the OWNER can choose a plan (DESIGN.md §5), so
 * other members are told to ask their administrator.
 */
export function getTrialBannerText(t: TFunction, countdown: TrialCountdown, isOwner: boolean, trialEndDate?: Date): string {
  if (countdown.kind === 'expired') return isOwner ? t('trial.expired') : t('trial.expiredMember');
  const remaining =
    countdown.kind === 'days'
      ? t('trial.expiresInDays', { count: countdown.count }) + (trialEndDate ? t('trial.endDate', { date: formatDate(trialEndDate) }) : '')
      : t('trial.expiresInHours', { count: countdown.count });
  return `${remaining}. ${isOwner ? t('trial.chooseNow') : t('trial.contactAdmin')}`;
}

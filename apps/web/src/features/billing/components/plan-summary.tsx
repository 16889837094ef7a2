import type { Business } from '@mike/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatDate } from '../utils/format.ts';
import { CancelPlan } from './cancel-plan.tsx';
import { SeatEditor } from './seat-editor.tsx';
import styles from './billing.module.css';

/**
 * 'Tu plan' (spec §2, DESIGN.md §5): the team's capacity ('3 miembros'). During a trial, 'Contratar plan'
 * instead of the seat editor, and no 'Cancelar plan'.
 */
export function PlanSummary({ business }: { business: Business }) {
  const { t } = useTranslation();
  const quantity = business.memberAllowedQuantity;

  return (
    <div className={styles.card}>
      <div>
        <h2 className={styles.sectionLabel}>{t('pricing.capacity')}</h2>
        <p className={styles.capacity}>{t('pricing.members', { count: quantity })}</p>
      </div>
      {business.trialEndDate ? (
        <>
          <p>
            {t('pricing.trialUntil', { date: formatDate(business.trialEndDate) })} {t('pricing.trialDescription')}
          </p>
          <div>
            <ButtonLink to="/choose-plan">{t('pricing.choosePlan')}</ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('pricing.priceDescription')}</p>
          <SeatEditor business={business} />
          <CancelPlan />
        </>
      )}
    </div>
  );
}

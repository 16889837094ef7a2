import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import styles from './billing.module.css';

/** /pricing without a plan (spec §2): '¿Todavía no MIKEas?' and 'Contratar plan' → /choose-plan. */
export function PricingUpsell() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.card} ${styles.narrow}`}>
      <h2 className={styles.cardTitle}>{t('pricing.upsellTitle')}</h2>
      <p>{t('pricing.upsellDescription')}</p>
      <p className={styles.muted}>{t('pricing.priceDescription')}</p>
      <div>
        <ButtonLink to="/choose-plan">{t('pricing.choosePlan')}</ButtonLink>
      </div>
    </div>
  );
}

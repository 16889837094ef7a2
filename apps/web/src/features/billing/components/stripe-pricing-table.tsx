import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useScript } from '../hooks/use-script.ts';
import { STRIPE_PRICING_TABLE_SCRIPT, type StripePricingTableConfig } from '../utils/stripe-config.ts';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'stripe-pricing-table': {
        'pricing-table-id': string;
        'publishable-key': string;
        'customer-session-client-secret': string;
      };
    }
  }
}

/** Stripe's pricing table (spec §2, §7): its script is loaded on /choose-plan only. */
export function StripePricingTable({ config, customerSecret }: { config: StripePricingTableConfig; customerSecret: string }) {
  const { t } = useTranslation();
  const status = useScript(STRIPE_PRICING_TABLE_SCRIPT);
  if (status === 'error') {
    return (
      <ErrorAlert>
        <p>{t('choosePlan.sessionError')}</p>
      </ErrorAlert>
    );
  }
  return (
    <>
      {status === 'loading' ? <Spinner /> : null}
      <stripe-pricing-table
        pricing-table-id={config.pricingTableId}
        publishable-key={config.publishableKey}
        customer-session-client-secret={customerSecret}
      />
    </>
  );
}

import type { SsoProvider } from '@mike/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { StartSsoOptions } from '../api/start-sso.ts';
import { redirectToSso } from '../utils/redirect-to-sso.ts';
import { GoogleIcon, LinkedInIcon } from './provider-icons.tsx';

const PROVIDERS = [
  { provider: 'GOOGLE', Icon: GoogleIcon, label: 'login.googleButton' },
  { provider: 'LINKEDIN', Icon: LinkedInIcon, label: 'login.linkedinButton' },
] as const satisfies readonly { provider: SsoProvider; Icon: () => ReactNode; label: string }[];

/** 'Continuar con Google' and 'Continuar con LinkedIn': each leaves for the provider (DESIGN.md §5). */
export function SsoButtons({ options, disabled = false }: { options: StartSsoOptions; disabled?: boolean }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<SsoProvider | null>(null);

  async function onClick(provider: SsoProvider) {
    setPending(provider);
    const isLeaving = await redirectToSso(provider, options);
    // While the browser leaves for the provider the buttons stay busy.
    if (!isLeaving) setPending(null);
  }

  return (
    <>
      {PROVIDERS.map(({ provider, Icon, label }) => (
        <Button key={provider} variant="secondary" fullWidth disabled={disabled || pending !== null} aria-busy={pending === provider} onClick={() => void onClick(provider)}>
          <Icon />
          {t(label)}
        </Button>
      ))}
    </>
  );
}

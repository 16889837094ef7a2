import styles from './auth.module.css';

// The brand marks are static files of the app (public/icons): no JS in /login's first bundle, no third party.

function ProviderIcon({ name }: { name: 'google' | 'linkedin' | 'whatsapp' }) {
  return <img className={styles.providerIcon} src={`/icons/${name}.svg`} alt="" width={20} height={20} />;
}

export const GoogleIcon = () => <ProviderIcon name="google" />;
export const LinkedInIcon = () => <ProviderIcon name="linkedin" />;
export const WhatsAppIcon = () => <ProviderIcon name="whatsapp" />;

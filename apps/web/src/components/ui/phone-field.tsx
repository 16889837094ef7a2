import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildCountryData,
  CountrySelector,
  defaultCountries,
  parseCountry,
  usePhoneInput,
  type CustomFlagImage,
} from 'react-international-phone';
import 'react-international-phone/style.css';
import styles from './phone-field.module.css';

// Every flag is a file of this app (see vite.config.ts): no image comes from a third-party host.
const flagUrls = import.meta.glob<string>('@flags/*.svg', { query: '?url', import: 'default', eager: true });
const FLAGS: CustomFlagImage[] = Object.entries(flagUrls).map(([path, src]) => ({
  iso2: path.slice(path.lastIndexOf('/') + 1, -'.svg'.length),
  src,
}));

/** The library's list with each country's name in Spanish ('España', not 'Spain'). */
function getSpanishCountries() {
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['es'], { type: 'region' }) : null;
  return defaultCountries.map((data) => {
    const country = parseCountry(data);
    const name = names?.of(country.iso2.toUpperCase()) ?? country.name;
    return buildCountryData({ ...country, name });
  });
}

const COUNTRIES = getSpanishCountries();

export interface PhoneFieldProps {
  label: string;
  /** Digits with the country code and no plus sign, e.g. '34600111222' (spec §5). */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  disabled?: boolean;
}

/**
 * Phone input with a country list and its dial-code formatting (spec §5): Spain by default, no plus sign.
 * `value` holds only the dial code ('34') until a number is typed.
 */
export function PhoneField({ label, value, onChange, name, disabled = false }: PhoneFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const { inputValue, handlePhoneValueChange, inputRef, country, setCountry } = usePhoneInput({
    defaultCountry: 'es',
    value,
    countries: COUNTRIES,
    prefix: '',
    onChange: ({ phone }) => onChange(phone.replace(/\D/g, '')),
  });

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <CountrySelector
          selectedCountry={country.iso2}
          onSelect={({ iso2 }) => setCountry(iso2)}
          countries={COUNTRIES}
          flags={FLAGS}
          disabled={disabled}
          renderButtonWrapper={({ children, rootProps }) => (
            <button
              {...rootProps}
              type="button"
              className="react-international-phone-country-selector-button"
              aria-label={t('app.phoneCountry')}
            >
              {children}
            </button>
          )}
        />
        <input
          id={inputId}
          ref={inputRef}
          className={styles.input}
          type="tel"
          name={name}
          autoComplete="tel"
          value={inputValue}
          disabled={disabled}
          onChange={handlePhoneValueChange}
        />
      </div>
    </div>
  );
}

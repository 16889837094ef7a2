import { useId, type InputHTMLAttributes } from 'react';
import styles from './field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/** A labelled text input. */
export function TextField({ label, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className={[styles.input, className].filter(Boolean).join(' ')} {...inputProps} />
    </div>
  );
}

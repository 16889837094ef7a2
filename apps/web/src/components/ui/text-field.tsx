import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A line under the input, read by screen readers with it. */
  hint?: ReactNode;
  /** The field's own error, shown under it and announced with it; the field is marked invalid. */
  error?: string | null;
}

/** A labelled text input, with an optional hint and error under it. */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'name' | 'onChange'> {
  /** The address as typed. */
  onValueChange: (value: string) => void;
}

/** The email input of a form (`name="email"`, autocompleted as an email unless told otherwise). */
export function EmailField({ onValueChange, autoComplete = 'email', ...props }: EmailFieldProps) {
  return <TextField type="email" name="email" autoComplete={autoComplete} onChange={(event) => onValueChange(event.target.value)} {...props} />;
}

import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

function classes(variant: ButtonVariant, fullWidth: boolean, extra?: string): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : undefined, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

export function Button({ variant = 'primary', fullWidth = false, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={classes(variant, fullWidth, className)} {...props} />;
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** A navigation that looks like a button (e.g. 'Contratar plan' → /choose-plan). */
export function ButtonLink({ variant = 'primary', fullWidth = false, className, ...props }: ButtonLinkProps) {
  return <Link className={classes(variant, fullWidth, className)} {...props} />;
}

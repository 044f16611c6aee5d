import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';

export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks repeat clicks while a request runs. */
  busy?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  busy = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <LoaderCircle className={styles.spinner} size={18} aria-hidden />}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

export function ButtonLink({ variant, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClassName(variant, className)} />;
}

import type { ButtonHTMLAttributes } from 'react';
import styles from './quiet-button.module.css';

interface QuietButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The colour it takes under the pointer: danger for what takes something away. */
  tone?: 'primary' | 'danger';
  /** Sits in a line of text, without the touch target's height. */
  inline?: boolean;
}

/** A discreet underlined text button, for the small controls under a post, comment or answer. */
export function QuietButton({
  tone = 'primary',
  inline = false,
  className,
  type = 'button',
  ...rest
}: QuietButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[styles.quiet, styles[tone], inline && styles.inline, className].filter(Boolean).join(' ')}
    />
  );
}

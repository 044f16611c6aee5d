import type { ComponentPropsWithRef } from 'react';
import styles from './quiet-button.module.css';

// With its ref, so a screen can move the focus to the control that replaced the one pressed.
interface QuietButtonProps extends ComponentPropsWithRef<'button'> {
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

import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { inputClassName } from './input-class';
import styles from './password-input.module.css';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & { id: string };

export function PasswordInput({ className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <div className={styles.wrapper}>
      <input
        {...rest}
        type={visible ? 'text' : 'password'}
        className={[inputClassName, styles.input, className].filter(Boolean).join(' ')}
        autoCapitalize="off"
        spellCheck={false}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={rest.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        <Icon size={20} aria-hidden />
      </button>
    </div>
  );
}

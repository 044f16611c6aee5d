import styles from './honeypot.module.css';

interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/** The field only bots fill: off screen and out of the tab order, so people never see or fill it. */
export function Honeypot({ value, onChange }: HoneypotProps) {
  return (
    <div className={styles.honeypot} aria-hidden>
      <label>
        Website
        <input
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

import styles from './expert-avatar.module.css';
import { initialsOf } from '../../../lib/initials';

interface ExpertAvatarProps {
  name: string;
  img: string | null;
  /** Pixels on screen; the stored image is 400 px square. */
  size?: number;
}

/** The expert's photo, or their initials on a calm tile when there is none. */
export function ExpertAvatar({ name, img, size = 96 }: ExpertAvatarProps) {
  const box = { width: size, height: size };
  if (img)
    return <img className={styles.avatar} src={img} alt={`Photo of ${name}`} style={box} width={size} height={size} />;
  return (
    <span
      className={`${styles.avatar} ${styles.initials}`}
      style={{ ...box, fontSize: size / 2.6 }}
      role="img"
      aria-label={`Initials of ${name}`}
    >
      {initialsOf(name)}
    </span>
  );
}

import { ExternalLink as ExternalIcon } from 'lucide-react';
import { LeavingSiteLink } from '../../../components/leaving-site-link';
import styles from './post-detail.module.css';

/** The URL when it is a plain web address; anything else (e.g. a `javascript:` text) is not linked. */
export function safeWebUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A link off the site, through the leaving-site dialog. Text that is not a web address is shown, not linked. */
export function ExternalLink({ value }: { value: string }) {
  const href = safeWebUrl(value);
  if (!href) return <span className={styles.externalText}>{value}</span>;
  return (
    <LeavingSiteLink href={href} className={styles.external}>
      <span>{value}</span>
      <ExternalIcon size={16} aria-hidden />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </LeavingSiteLink>
  );
}

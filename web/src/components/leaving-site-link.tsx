import { type MouseEvent, type ReactNode, useState } from 'react';
import { Modal } from './modal';
import styles from './leaving-site-link.module.css';

export const LEAVING_SITE_TITLE = 'Leaving the site';
export const LEAVING_SITE_TEXT =
  'You are following a link to an external website in a new tab or window. Are you sure you want to continue?';

/**
 * The site a link really opens: its host, which a name put before an "@"
 * ("https://www.divorce-community.org@evil.example/") or a long path cannot disguise.
 */
export function destinationHost(href: string): string | null {
  try {
    return new URL(href).host || null;
  } catch {
    return null;
  }
}

interface LeavingSiteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** Opens a link off the site in a new tab that cannot reach back into this one. */
export function openOffSite(href: string) {
  window.open(href, '_blank', 'noopener,noreferrer');
}

interface LeavingSiteDialogProps {
  /** The link being followed; the dialog is open while it is set. */
  href: string | null;
  onClose: () => void;
}

/** Asks before a link leaves the site, showing the site it goes to and the whole link; Okay opens it. */
export function LeavingSiteDialog({ href, onClose }: LeavingSiteDialogProps) {
  const host = href ? destinationHost(href) : null;
  const leave = () => {
    onClose();
    if (href) openOffSite(href);
  };
  return (
    <Modal
      open={href !== null}
      onOpenChange={(open) => !open && onClose()}
      title={LEAVING_SITE_TITLE}
      action={{ label: 'Okay', onClick: leave }}
      closeLabel="Cancel"
    >
      {host && (
        <p className={styles.destination}>
          It goes to <strong className={styles.host}>{host}</strong>
        </p>
      )}
      <p className={styles.address}>{href}</p>
      <p>{LEAVING_SITE_TEXT}</p>
    </Modal>
  );
}

/** A link off the site: following it first asks (`LeavingSiteDialog`). */
export function LeavingSiteLink({ href, className, children }: LeavingSiteLinkProps) {
  const [asking, setAsking] = useState(false);

  const ask = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setAsking(true);
  };

  return (
    <>
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={ask}>
        {children}
      </a>
      <LeavingSiteDialog href={asking ? href : null} onClose={() => setAsking(false)} />
    </>
  );
}

import { isSitePath } from '@contracts/site';
import { Link } from 'react-router-dom';
import { LeavingSiteLink } from '../../../components/leaving-site-link';

/** The web address a stored page opens from this site, or null when it is none (e.g. `javascript:`). */
function webAddress(page: string, origin: string): string | null {
  try {
    const url = new URL(page, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The page a bug report was sent from: a path on the site opens in the administrator's tab; anything
 * else (a report kept from before the server checked, e.g. "/\evil.example/phish") goes through the
 * leaving-site dialog, or is shown as text when it is no web address at all.
 */
export function ReportedPageLink({ page }: { page: string }) {
  const origin = window.location.origin;
  if (isSitePath(page, origin)) return <Link to={page}>{page}</Link>;
  const href = webAddress(page, origin);
  return href ? <LeavingSiteLink href={href}>{page}</LeavingSiteLink> : <span>{page}</span>;
}

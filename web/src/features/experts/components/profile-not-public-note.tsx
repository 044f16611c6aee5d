import { CONTENT_ITEMS_TO_ACTIVATE } from '@contracts/membership';
import { EyeOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import styles from './expert-profile.module.css';

/** On a profile not public yet (only its owner and the administrators can open it): why, and for its owner what makes it public. */
export function ProfileNotPublicNote({ isOwner }: { isOwner: boolean }) {
  return (
    <div className={styles.notPublic}>
      <EyeOff size={20} aria-hidden className={styles.notPublicIcon} />
      {isOwner ? (
        <p>
          <strong>Your profile is not public yet.</strong> Only you and the site’s administrators can see this page
          until your membership is active: after {CONTENT_ITEMS_TO_ACTIVATE} articles, books, videos or answers you can
          activate it for a free month, or take a paid year at any time, in the{' '}
          <Link to={`${paths.account}#expert-area`}>Expert Area of My Account</Link>.
        </p>
      ) : (
        <p>
          <strong>This profile is not public yet.</strong> Its expert has not activated a membership, so only they and
          the administrators can see this page.
        </p>
      )}
    </div>
  );
}

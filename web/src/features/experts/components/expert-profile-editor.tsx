import type { OwnExpertProfile } from '@contracts/experts';
import { useState } from 'react';
import { useServerData } from '../../../lib/server-data/use-server-data';
import { Loading } from '../../../components/loading';
import { LoadError } from '../../../components/load-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { getOwnExpertProfile } from '../api/own-expert-profile';
import { ExpertProfileForm } from './expert-profile-form';
import { ProfileImageUpload } from './profile-image-upload';
import styles from './expert-area.module.css';

/** The Expert Area's profile part: the image, then the profile fields. */
export function ExpertProfileEditor() {
  const { data, error, loading, reload } = useServerData('/account/expert', getOwnExpertProfile);
  const name = useSessionStore((state) => state.user?.username ?? '');
  // What the server answered to the last save or upload; until then, what it first sent.
  const [changed, setChanged] = useState<OwnExpertProfile | null>(null);
  const profile = changed ?? data?.profile;

  if (!profile) return loading ? <Loading /> : <LoadError message={error ?? ''} onRetry={reload} />;
  const { img, ...fields } = profile;
  return (
    <section className={styles.section} aria-label="Expert profile">
      <ProfileImageUpload name={name} img={img} onUploaded={(uploaded) => setChanged({ ...profile, img: uploaded })} />
      <h3 className={styles.subheading}>Profile</h3>
      {/* The key starts the form again from what the server saved; a new image leaves it alone. */}
      <ExpertProfileForm key={JSON.stringify(fields)} profile={profile} onSaved={setChanged} />
    </section>
  );
}

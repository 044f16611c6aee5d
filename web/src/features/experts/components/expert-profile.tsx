import type { ExpertPage } from '@contracts/experts';
import { Mail } from 'lucide-react';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session/session-store';
import { BreadcrumbBar } from '../../../components/breadcrumb-bar';
import { BlockedItem, BlockLink } from '../../blocks';
import { useFollow } from '../hooks/use-follow';
import { ExpertActivity } from './expert-activity';
import { ExpertAvatar } from './expert-avatar';
import { FollowButton } from './follow-button';
import { ProfileNotPublicNote } from './profile-not-public-note';
import styles from './expert-profile.module.css';

const EXPERTS_CRUMB = { path: paths.experts, title: 'Experts' };

/** An expert's public page: who they are, where, how long, and what they have written here. */
export function ExpertProfile({ expert }: { expert: ExpertPage }) {
  const viewer = useSessionStore((state) => state.user?.uid ?? null);
  const follow = useFollow(expert.slug, { followers: expert.followers, following: expert.following ?? false });
  const place = [expert.city, expert.stateName].filter(Boolean).join(', ');
  // Following needs a login (the control is hidden without one); following oneself means nothing.
  const canFollow = viewer !== null && viewer !== expert.uid;

  return (
    <>
      <BreadcrumbBar parents={[EXPERTS_CRUMB]} current={expert.username} className={styles.breadcrumb} />
      <article className={styles.profile} aria-labelledby="expert-name">
        <header className={styles.header}>
          <ExpertAvatar name={expert.username} img={expert.img} size={128} />
          <div className={styles.heading}>
            <h1 id="expert-name" className={styles.name}>
              {expert.username}
            </h1>
            {expert.title && <p className={styles.title}>{expert.title}</p>}
            {place && <p className={styles.place}>{place}</p>}
          </div>
        </header>
        {!expert.activated && <ProfileNotPublicNote isOwner={viewer === expert.uid} />}
        <dl className={styles.facts}>
          {expert.years && (
            <div>
              <dt>Experience</dt>
              <dd>{expert.years} years</dd>
            </div>
          )}
          <div>
            <dt>Posts</dt>
            <dd data-testid="post-count">{expert.postCount}</dd>
          </div>
          <div>
            <dt>Followers</dt>
            <dd data-testid="follower-count">{follow.followers}</dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{formatDate(expert.memberSince)}</dd>
          </div>
        </dl>
        {expert.bio && <p className={styles.bio}>{expert.bio}</p>}
        <div className={styles.actions}>
          {canFollow && (
            <FollowButton
              name={expert.username}
              following={follow.following}
              pending={follow.pending}
              onToggle={() => void follow.toggle()}
            />
          )}
          <a className={styles.email} href={`mailto:${expert.email}`}>
            <Mail size={18} aria-hidden />
            Email {expert.username}
          </a>
          <BlockLink target="experts" id={expert.uid} name={expert.username} item={{ memberId: expert.uid }} />
        </div>
        <section className={styles.activity} aria-labelledby="expert-activity">
          <h2 id="expert-activity" className={styles.sectionTitle}>
            Posts
          </h2>
          <BlockedItem item={{ memberId: expert.uid }}>
            <ExpertActivity
              items={expert.activity}
              from={[EXPERTS_CRUMB, { path: paths.expert(expert.slug), title: expert.username }]}
            />
          </BlockedItem>
        </section>
      </article>
    </>
  );
}

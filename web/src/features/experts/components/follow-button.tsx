import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '../../../components/button';

interface FollowButtonProps {
  name: string;
  following: boolean;
  /** A change is on its way: it already shows, and a click meanwhile is ignored. */
  pending: boolean;
  onToggle: () => void;
}

export function FollowButton({ name, following, pending, onToggle }: FollowButtonProps) {
  const Icon = following ? UserCheck : UserPlus;
  return (
    <Button
      variant={following ? 'secondary' : 'accent'}
      aria-pressed={following}
      aria-label={following ? `Unfollow ${name}` : `Follow ${name}`}
      aria-disabled={pending || undefined}
      onClick={onToggle}
    >
      <Icon size={18} aria-hidden />
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}

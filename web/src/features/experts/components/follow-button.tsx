import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '../../../components/button';

interface FollowButtonProps {
  name: string;
  following: boolean;
  busy: boolean;
  onToggle: () => void;
}

export function FollowButton({ name, following, busy, onToggle }: FollowButtonProps) {
  const Icon = following ? UserCheck : UserPlus;
  return (
    <Button
      variant={following ? 'secondary' : 'accent'}
      aria-pressed={following}
      aria-label={following ? `Unfollow ${name}` : `Follow ${name}`}
      busy={busy}
      onClick={onToggle}
    >
      <Icon size={18} aria-hidden />
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}

import type { PostKind } from '@contracts/content';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../components/modal';
import { paths } from '../../../lib/paths';
import { POSTING } from '../posting-kinds';

interface SignupPromptProps {
  kind: PostKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Shown once a logged-out visitor's post is kept as a draft: it is posted after signup or login. */
export function SignupPrompt({ kind, open, onOpenChange }: SignupPromptProps) {
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={POSTING[kind].promptTitle}
      extraLink={{ to: paths.signup, label: 'SIGNUP' }}
      action={{ label: 'LOGIN', onClick: () => void navigate(paths.login) }}
    >
      <p>{POSTING[kind].promptBody}</p>
    </Modal>
  );
}

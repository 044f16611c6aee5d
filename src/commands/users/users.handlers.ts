import { ChangeRoleHandler } from './change-role.handler';
import { CompleteTutorialHandler } from './complete-tutorial.handler';
import { DeleteAccountHandler } from './delete-account.handler';
import { DismissUsernameInviteHandler } from './dismiss-username-invite.handler';
import { LogInHandler } from './log-in.handler';
import { RequestPasswordResetHandler } from './request-password-reset.handler';
import { SaveItemHandler } from './save-item.handler';
import { SendResetCodeHandler } from './send-reset-code.handler';
import { SignUpHandler } from './sign-up.handler';
import { UnsaveItemHandler } from './unsave-item.handler';
import { UpdateAccountHandler } from './update-account.handler';
import { VerifyResetCodeHandler } from './verify-reset-code.handler';

export const userCommandHandlers = [
  SignUpHandler,
  LogInHandler,
  UpdateAccountHandler,
  ChangeRoleHandler,
  CompleteTutorialHandler,
  DismissUsernameInviteHandler,
  RequestPasswordResetHandler,
  SendResetCodeHandler,
  VerifyResetCodeHandler,
  SaveItemHandler,
  UnsaveItemHandler,
  DeleteAccountHandler,
];

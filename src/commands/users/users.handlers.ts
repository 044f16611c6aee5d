import { DeleteAccountHandler } from './delete-account.handler';
import { LogInHandler } from './log-in.handler';
import { RequestPasswordResetHandler } from './request-password-reset.handler';
import { SendResetCodeHandler } from './send-reset-code.handler';
import { SignUpHandler } from './sign-up.handler';
import { UpdateAccountHandler } from './update-account.handler';
import { VerifyResetCodeHandler } from './verify-reset-code.handler';

export const userCommandHandlers = [
  SignUpHandler,
  LogInHandler,
  UpdateAccountHandler,
  RequestPasswordResetHandler,
  SendResetCodeHandler,
  VerifyResetCodeHandler,
  DeleteAccountHandler,
];

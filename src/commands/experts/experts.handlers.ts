import { ChangeExpertImageHandler } from './change-expert-image.handler';
import { SaveExpertProfileHandler } from './save-expert-profile.handler';
import { SignUpExpertHandler } from './sign-up-expert.handler';

export const expertCommandHandlers = [SignUpExpertHandler, SaveExpertProfileHandler, ChangeExpertImageHandler];

import { api } from '../../../lib/api';

/** Closes Personal Details' invitation to choose a username, for good. */
export const dismissUsernameInvite = () => api.put<void>('/account/username-invite', { dismissed: true });

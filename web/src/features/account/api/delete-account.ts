import type { DeleteAccountRequest } from '@contracts/account-deletion';
import { api } from '../../../lib/api';

export const deleteAccount = (request: DeleteAccountRequest) => api.delete<void>('/account', request);

import type { AccountExport } from '@contracts/account-export';
import { api } from '../../../lib/api';

export const exportMyData = () => api.get<AccountExport>('/account/export');

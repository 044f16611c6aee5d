import { api } from '../../../lib/api';

/** Records that the member has seen the add button's hint (tutorial status 1). */
export const completeTutorial = () => api.put<void>('/account/tutorial', { status: 1 });

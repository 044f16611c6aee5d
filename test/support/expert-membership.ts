import type { ApiClient } from './api-client';

/**
 * Pays a year of membership in the sandbox as the expert the client is logged in as: their profile
 * becomes public, and listed once it is saved.
 */
export async function payMembership(api: ApiClient): Promise<void> {
  const r = await api.post('/api/account/membership/payments', { nonce: 'fake-valid-nonce' });
  if (r.status !== 201) throw new Error(`membership payment failed: ${r.status} ${JSON.stringify(r.body)}`);
}

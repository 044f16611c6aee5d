import type { PaymentRequest, PaymentResult } from '@contracts/membership';
import { api } from '../../../lib/api';

export const payMembership = (request: PaymentRequest) =>
  api.post<PaymentResult>('/account/membership/payments', request);

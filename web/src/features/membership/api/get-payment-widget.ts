import type { PaymentWidgetConfig } from '@contracts/membership';
import { api } from '../../../lib/api';

export const getPaymentWidget = (signal?: AbortSignal) =>
  api.get<PaymentWidgetConfig>('/payments/client-token', signal);

import type { PaymentWidgetConfig } from '@contracts/membership';
import { api } from '../../../lib/api';

export const getPaymentWidget = () => api.get<PaymentWidgetConfig>('/payments/client-token');

import { queryOptions } from '@tanstack/react-query';
import type { PaymentGateway } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/order/payments?scene=pc (contract commerce-exam §1.1): the enabled gateways, the first preselected. */
export const fetchPayments = () => api.get<PaymentGateway[]>('/api/v2/order/payments', { scene: 'pc' });

export const paymentsQuery = queryOptions({ queryKey: ['order', 'payments'], queryFn: fetchPayments });

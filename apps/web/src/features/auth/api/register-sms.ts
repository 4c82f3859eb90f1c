import { api } from '../../../api/client.ts';

/** POST /api/v2/register/sms — no token is issued (contract account §3.3). */
export const registerWithSms = (body: {
  mobile: string;
  mobile_code: string;
  password: string;
  msv?: string;
}) => api.post<unknown>('/api/v2/register/sms', body);

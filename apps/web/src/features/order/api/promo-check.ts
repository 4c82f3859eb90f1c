import { useMutation } from '@tanstack/react-query';
import type { PromoCodeCheck } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/promoCode/{code}/check (§1.2), asked when the member presses 验证. */
export const fetchPromoCheck = (code: string) =>
  api.get<PromoCodeCheck>(`/api/v2/promoCode/${encodeURIComponent(code)}/check`);

export const usePromoCheckMutation = () => useMutation({ mutationFn: fetchPromoCheck });

import { api } from '../../../api/client.ts';

export type SocialiteApp = 'qq' | 'wechat';

/** DELETE /api/v2/member/socialite/{app} (contract account §5.11). */
export const unbindSocialite = (app: SocialiteApp) => api.delete<unknown>(`/api/v2/member/socialite/${app}`);

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CaptchaChallenge, CaptchaImage, SmsScene } from '@meedu/contract';
import { useId } from 'react';
import { api } from '../../api/client.ts';

export interface SendSmsBody {
  mobile: string;
  image_key: string;
  image_captcha: string;
  scene: SmsScene;
}

/** GET /api/v2/captcha/image (contract account §2.1). `img` is a data URL. */
export const fetchCaptchaImage = () => api.get<CaptchaImage>('/api/v2/captcha/image');

/**
 * One captcha per widget on screen (`owner`): each image is single-use on the server, so it is never shared,
 * never refetched behind the member's back, and forgotten when the widget unmounts (the next one asks afresh).
 * A failure shows the widget's own retry link instead of retrying.
 */
export const captchaImageQuery = (owner: string) =>
  queryOptions({
    queryKey: ['captcha', 'image', owner],
    queryFn: fetchCaptchaImage,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** The captcha image of the calling widget while `enabled`; `refetch()` shows a new one. */
export function useCaptchaImage(enabled = true) {
  const owner = useId();
  return useQuery({ ...captchaImageQuery(owner), enabled });
}

/** POST /api/v2/captcha/sms — the server's message is toasted by the client on failure. */
export const sendSmsCode = (body: SendSmsBody) => api.post<unknown>('/api/v2/captcha/sms', body);

/** Sends an SMS code; nothing cached depends on it. */
export const useSendSmsMutation = () => useMutation({ mutationFn: sendSmsCode });

/** GET /api/v2/captcha/challenge (ours): the checkbox alternative to the image captcha. */
export const fetchCaptchaChallenge = () => api.get<CaptchaChallenge>('/api/v2/captcha/challenge');

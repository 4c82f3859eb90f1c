import type { LinkItem, LinkRequest, ListReply, SliderItem, SliderRequest } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';

export const slidersKey = ['sliders'] as const;
export const linksKey = ['links'] as const;

/** `GET /sliders?platform=` */
export const slidersQuery = (platform: string) =>
  queryOptions({
    queryKey: [...slidersKey, platform],
    queryFn: () => api.get<ListReply<SliderItem>>('/sliders', { platform }),
  });

/** `GET /links` */
export const linksQuery = queryOptions({
  queryKey: linksKey,
  queryFn: () => api.get<ListReply<LinkItem>>('/links'),
});

export const sliderMutations = recordMutations<SliderRequest, SliderItem>('/sliders', [slidersKey]);
export const linkMutations = recordMutations<LinkRequest, LinkItem>('/links', [linksKey]);

import type { LinkItem, LinkRequest, ListReply, SliderItem, SliderRequest } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

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

/** Save (`POST /<path>` or `PUT /<path>/:id`), delete and reorder of one ordered list; each reads it again. */
export function listMutations<Body, Item>(path: string, key: readonly string[]) {
  const useInvalidate = () => {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: key });
  };
  return {
    useSave(id: number | null) {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (body: Body) =>
          id === null ? api.post<Item>(path, body) : api.put<Item>(`${path}/${id}`, body),
        onSuccess: invalidate,
      });
    },
    useDelete() {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: (id: number) => api.delete(`${path}/${id}`), onSuccess: invalidate });
    },
    useReorder() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (ids: number[]) => api.put<ListReply<Item>>(`${path}/order`, { ids }),
        onSettled: invalidate,
      });
    },
  };
}

export const sliderMutations = listMutations<SliderRequest, SliderItem>('/sliders', slidersKey);
export const linkMutations = listMutations<LinkRequest, LinkItem>('/links', linksKey);

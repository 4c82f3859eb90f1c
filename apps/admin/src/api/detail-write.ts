import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write whose reply is the record's detail (a member after 锁定, an order after 退款): the reply replaces the
 * cached detail under `detailKey`, and the lists under `listKey` read again.
 */
export function useDetailWrite<B, D>(detailKey: QueryKey, listKey: QueryKey, send: (body: B) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (detail) => {
      client.setQueryData(detailKey, detail);
      await client.invalidateQueries({ queryKey: listKey });
    },
  });
}

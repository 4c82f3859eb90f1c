import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { messagesQuery } from '../api/messages.ts';

/** `/member/messages`: the first page. */
export const prefetch: Prefetch = ({ client }) => {
  void client.prefetchQuery(messagesQuery(1));
};

import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { messagesQuery } from '../api/messages.ts';

/** `/member/messages`: the first page. */
export const prefetchMessages: Prefetch = ({ client }) => {
  void client.prefetchQuery(messagesQuery(1));
};

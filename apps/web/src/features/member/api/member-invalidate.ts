import type { QueryClient } from '@tanstack/react-query';
import { memberDetailQuery } from '../../../api/member.ts';

/** The member changed (nickname, mobile, bindings, avatar): read it again; the page and the header follow. */
export const invalidateMember = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: memberDetailQuery.queryKey });

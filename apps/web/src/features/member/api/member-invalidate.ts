import type { QueryClient } from '@tanstack/react-query';
import { memberDetailQuery } from '../../../api/member.ts';
import { configQuery } from '../../../api/system.ts';

/** The member changed (nickname, mobile, bindings, avatar): read it again; the page and the header follow. */
export const invalidateMember = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: memberDetailQuery.queryKey });

/** A social account was bound or unbound: the member and the config (socialite switches) are read again. */
export const invalidateMemberAndConfig = (client: QueryClient) =>
  Promise.all([invalidateMember(client), client.invalidateQueries({ queryKey: configQuery.queryKey })]);

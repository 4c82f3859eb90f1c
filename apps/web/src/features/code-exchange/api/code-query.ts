import { useMutation } from '@tanstack/react-query';
import type { CodeExchangeRequest, CodeQueryReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /addons/CodeExchanger/api/v2/query (contract commerce-exam §5.1): what the code gives. */
export const queryCode = (body: CodeExchangeRequest) =>
  api.post<CodeQueryReply>('/addons/CodeExchanger/api/v2/query', body);

export function useQueryCodeMutation() {
  return useMutation({ mutationFn: queryCode });
}

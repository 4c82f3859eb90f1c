import { QueryClient } from '@tanstack/react-query';
import { AdminApiError } from './client.ts';

/** The one QueryClient. Refusals are final; a request that got no answer is tried once more. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => error instanceof AdminApiError && error.status === 0 && failures < 1,
    },
    mutations: { retry: false },
  },
});

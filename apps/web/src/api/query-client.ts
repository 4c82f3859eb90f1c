import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/** The one QueryClient. Business and auth errors are final; network errors get one retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => error instanceof ApiError && error.kind === 'network' && failures < 1,
    },
    mutations: { retry: false },
  },
});

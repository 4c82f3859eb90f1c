import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { configQuery } from '../../../api/system.ts';
import { useRereadMember } from '../../../stores/member-reread.ts';

/** Both credit pages read the balance and the reward rules again on arrival and on each tab change (§9.1). */
export function useFreshMember(tab: number) {
  const queryClient = useQueryClient();
  useRereadMember(tab);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: configQuery.queryKey });
  }, [tab, queryClient]);
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { configQuery } from '../api/system.ts';

/** Sets `document.title` to "<title> - <webname>" (just the title until the config is known). Nothing when empty. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { data } = useQuery(configQuery);
  const webname = data?.webname;
  useEffect(() => {
    if (!title) return;
    document.title = webname ? `${title} - ${webname}` : title;
  }, [title, webname]);
}

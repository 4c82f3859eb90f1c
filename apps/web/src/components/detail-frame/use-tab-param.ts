import { useSearchParams } from 'react-router';

/**
 * A detail page's tab kept in `?tab=` (pushed, so back returns to the previous tab): the tab the address names
 * when it is one of `tabs`, else the first. Choosing one keeps the rest of the query string.
 */
export function useTabParam<Id extends number>(
  tabs: readonly [{ id: Id }, ...{ id: Id }[]],
): [Id, (id: Id) => void] {
  const [params, setParams] = useSearchParams();
  const named = Number(params.get('tab'));
  const tab = (tabs.find((t) => t.id === named) ?? tabs[0]).id;
  const select = (id: Id) => {
    const next = new URLSearchParams(params);
    next.set('tab', String(id));
    setParams(next);
  };
  return [tab, select];
}

import type { ReactNode } from 'react';
import { TabBar } from '../TabBar.tsx';
import { useTabParam } from './use-tab-param.ts';

interface Tab<Id extends number> {
  id: Id;
  name: string;
}

interface Props<Id extends number> {
  tabs: readonly [Tab<Id>, ...Tab<Id>[]];
  /** The panels' ids: `${idPrefix}-${tab}`. */
  idPrefix: string;
  className?: string;
  panelClassName?: string;
  /** The chosen tab's panel. */
  children(tab: Id): ReactNode;
}

/** A detail page's tabs (the chosen one in `?tab=`, see use-tab-param.ts) and the chosen tab's panel. */
export function DetailTabs<Id extends number>({
  tabs,
  idPrefix,
  className = 'mc-tabs-bar',
  panelClassName = 'mc-tab-panel',
  children,
}: Props<Id>) {
  const [tab, select] = useTabParam(tabs);
  return (
    <>
      <TabBar
        id="NavBar"
        className={className}
        items={tabs.map((t) => ({ key: t.id, label: t.name }))}
        active={tab}
        onChange={select}
        panelIdPrefix={idPrefix}
      />
      <div className={panelClassName} role="tabpanel" id={`${idPrefix}-${tab}`}>
        {children(tab)}
      </div>
    </>
  );
}

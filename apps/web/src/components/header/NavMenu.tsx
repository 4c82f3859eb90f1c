import { useQuery } from '@tanstack/react-query';
import { Menu, Skeleton } from 'antd';
import type { MenuProps } from 'antd';
import type { Nav, NavChild } from '@meedu/contract';
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { navsQuery } from '../../api/system.ts';
import { activeNavKey, isExternalUrl, type NavTarget } from '../../lib/nav-active.ts';

/** An absolute http(s) link opens per `blank` (new window without opener) or in this window; others are routes. */
function NavLink({ item, children }: { item: NavChild; children: ReactNode }) {
  if (isExternalUrl(item.url)) {
    return item.blank === 1 ? (
      <a href={item.url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a href={item.url}>{children}</a>
    );
  }
  return <Link to={item.url}>{children}</Link>;
}

type MenuItem = NonNullable<MenuProps['items']>[number];

const keyOf = (nav: NavChild) => `nav-${nav.id}`;

function toItems(navs: readonly Nav[]): MenuItem[] {
  return navs.map((nav) => {
    const label = <NavLink item={nav}>{nav.name}</NavLink>;
    if (nav.children.length === 0) return { key: keyOf(nav), label };
    return {
      key: keyOf(nav),
      label,
      children: nav.children.map((child) => ({
        key: keyOf(child),
        label: <NavLink item={child}>{child.name}</NavLink>,
      })),
    };
  });
}

function flatten(navs: readonly Nav[]): NavTarget[] {
  return navs.flatMap((n) => [
    { key: keyOf(n), url: n.url },
    ...n.children.map((c) => ({ key: keyOf(c), url: c.url })),
  ]);
}

/** The second header row: the server's navigation, children as dropdowns, the current section highlighted. */
export function NavMenu() {
  const { data: navs, isPending } = useQuery(navsQuery);
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(navs ?? []), [navs]);
  const selected = useMemo(() => activeNavKey(flatten(navs ?? []), pathname), [navs, pathname]);

  if (isPending) return <Skeleton.Input active size="small" style={{ width: 600, margin: '12px 0' }} />;
  if (!navs || navs.length === 0) return null;
  return (
    <Menu
      mode="horizontal"
      items={items}
      selectedKeys={selected ? [selected] : []}
      className="site-nav"
      aria-label="主导航"
    />
  );
}

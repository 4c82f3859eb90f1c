import { DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Nav, NavChild } from '@meedu/contract';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { navsQuery } from '../../api/system.ts';
import { activeNavKey, type NavTarget } from '../../lib/nav-active.ts';
import { safeHref } from '../../lib/safe-href.ts';

/**
 * An absolute http(s) link opens per `blank` (new window without opener) or in this window; app paths are routes;
 * anything else the server sent (`javascript:`, `data:`, another host without a scheme) is shown as plain text.
 */
function NavLink({ item, current, children }: { item: NavChild; current: boolean; children: ReactNode }) {
  const props = { className: 'site-nav__link', 'aria-current': current ? ('true' as const) : undefined };
  const target = safeHref(item.url);
  if (!target) return <span className="site-nav__link">{children}</span>;
  if (target.kind === 'external') {
    return item.blank === 1 ? (
      <a {...props} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a {...props} href={target.href}>
        {children}
      </a>
    );
  }
  return (
    <Link {...props} to={target.path}>
      {children}
    </Link>
  );
}

const keyOf = (nav: NavChild) => `nav-${nav.id}`;

function flatten(navs: readonly Nav[]): NavTarget[] {
  return navs.flatMap((n) => [
    { key: keyOf(n), url: n.url },
    ...n.children.map((c) => ({ key: keyOf(c), url: c.url })),
  ]);
}

const itemClass = (active: boolean, extra = '') =>
  ['site-nav__item', extra, active ? 'site-nav__item--active' : ''].filter(Boolean).join(' ');

/**
 * A nav with children: the title still links to the parent url; the children open on hover, and from the
 * keyboard with the arrow button beside it (Enter/Space/↓ open, Esc closes, focus leaving the item closes).
 */
function SubmenuItem({ nav, selected }: { nav: Nav; selected: string | null }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const active = selected === keyOf(nav) || nav.children.some((c) => keyOf(c) === selected);

  const focusFirst = () => requestAnimationFrame(() => list.current?.querySelector('a')?.focus());
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <li
      className={itemClass(active, 'site-nav__item--submenu')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <NavLink item={nav} current={active}>
        {nav.name}
      </NavLink>
      <button
        ref={toggle}
        type="button"
        className="site-nav__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${nav.name}子菜单`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            focusFirst();
          }
        }}
      >
        <DownOutlined aria-hidden />
      </button>
      <ul id={listId} ref={list} className="site-nav__sub" hidden={!open}>
        {nav.children.map((child) => (
          <li key={child.id} className={itemClass(selected === keyOf(child))}>
            <NavLink item={child} current={selected === keyOf(child)}>
              {child.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The second header row: the server's navigation, children as dropdowns, the current section highlighted. */
export function NavMenu() {
  const { data: navs, isPending } = useQuery(navsQuery);
  const { pathname } = useLocation();
  const selected = useMemo(() => activeNavKey(flatten(navs ?? []), pathname), [navs, pathname]);

  if (isPending) return <div className="site-nav__placeholder" aria-hidden />;
  if (!navs || navs.length === 0) return null;
  return (
    <nav className="site-nav" aria-label="主导航">
      <ul className="site-nav__list">
        {navs.map((nav) =>
          nav.children.length === 0 ? (
            <li key={nav.id} className={itemClass(selected === keyOf(nav))}>
              <NavLink item={nav} current={selected === keyOf(nav)}>
                {nav.name}
              </NavLink>
            </li>
          ) : (
            <SubmenuItem key={nav.id} nav={nav} selected={selected} />
          ),
        )}
      </ul>
    </nav>
  );
}

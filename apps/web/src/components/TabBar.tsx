import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-bar.css';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
}

export interface TabBarProps<K extends string | number> {
  items: readonly TabItem<K>[];
  active: K;
  onChange(key: K): void;
  /** The bar's name for screen readers ('筛选', '搜索类型'…). */
  label?: string;
  /** The page's look for the bar ('mc-tabs-bar', 'mc-scenes'…); the active tab also gets `is-active`. */
  className?: string;
  /** With a prefix, each tab controls the panel `${panelIdPrefix}-${key}` (the page renders it). */
  panelIdPrefix?: string;
  id?: string;
}

/**
 * The one tab bar of the storefront: plain buttons with the tab roles (no antd Tabs in page bundles), arrow
 * keys move between tabs, choosing the active tab again does nothing. The page keeps the active key (usually
 * in the URL) and renders the panel itself.
 */
export function TabBar<K extends string | number>({
  items,
  active,
  onChange,
  label,
  className,
  panelIdPrefix,
  id,
}: TabBarProps<K>) {
  const bar = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = items.findIndex((t) => t.key === active);
    const next = items[(i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    if (!next) return;
    e.preventDefault();
    onChange(next.key);
    requestAnimationFrame(() => bar.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus());
  };
  return (
    <div
      ref={bar}
      id={id}
      className={className ? `tab-bar ${className}` : 'tab-bar'}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {items.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === active}
          tabIndex={t.key === active ? 0 : -1}
          aria-controls={panelIdPrefix ? `${panelIdPrefix}-${t.key}` : undefined}
          className={t.key === active ? 'is-active' : undefined}
          onClick={() => t.key !== active && onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import './breadcrumb.css';

export interface BreadcrumbItem {
  /** A link for the levels above, plain text for the current page. */
  title: ReactNode;
}

/**
 * '首页 / 录播课 / …': a list of links with '/' between them, the last item marked as the current page. Our own
 * markup rather than antd's Breadcrumb, which brings Dropdown and Menu along (about 21 KB) for menus we never use.
 */
export function Breadcrumb({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="面包屑" className={['breadcrumb', className].filter(Boolean).join(' ')}>
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            // The trail is fixed for a page; its position is its identity.
            <li key={i}>
              {i > 0 ? (
                <span className="breadcrumb__sep" aria-hidden="true">
                  /
                </span>
              ) : null}
              {last ? <span aria-current="page">{item.title}</span> : item.title}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

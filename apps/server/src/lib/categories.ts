/** Category rows (already in sort order) as the two-level trees the lists show: top level, each with its children. */

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number;
}

function twoLevels<R extends CategoryRow, T, C>(rows: R[], top: (r: R) => T, child: (r: R) => C) {
  return rows
    .filter((r) => r.parent_id === 0)
    .map((t) => ({ ...top(t), children: rows.filter((r) => r.parent_id === t.id).map(child) }));
}

/** `{id, name, children: [{id, name}]}`: the tree of books, articles, learning paths and Q&A. */
export const categoryTree = (rows: CategoryRow[]) =>
  twoLevels(
    rows,
    (t) => ({ id: t.id, name: t.name }),
    (ch) => ({ id: ch.id, name: ch.name }),
  );

/** `{id, name, parent_id: 0, children: [{id, sort, name, parent_id}]}`: the tree of courses and live courses. */
export const sortedCategoryTree = (rows: (CategoryRow & { sort: number })[]) =>
  twoLevels(
    rows,
    (t) => ({ id: t.id, name: t.name, parent_id: 0 as const }),
    (ch) => ({ id: ch.id, sort: ch.sort, name: ch.name, parent_id: ch.parent_id }),
  );

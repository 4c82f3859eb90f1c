/**
 * The triggers that keep one table's rows in `search_index` (0003). A searchable record's row is
 * `rowid = id * 8 + code`, so a trigger addresses it directly; `type` is its `resource_type`. The migrations that
 * shipped with these triggers build them here, and `test/db/migrations-pinned.test.ts` proves the text is the
 * same as it shipped; a future searchable table adds one call.
 */
export interface SearchIndexSource {
  table: string;
  type: string;
  /** 0–7, unique per type. */
  code: number;
  /** The columns indexed as `title` and `short_desc`. */
  title: string;
  shortDesc: string;
  /** The column indexed as `body`; without one the body is `''` and only title and description re-index. */
  body?: string;
}

const rowid = (record: 'new' | 'old', code: number) => `${record}.id * 8${code === 0 ? '' : ` + ${code}`}`;

const indexedColumns = (s: SearchIndexSource) =>
  [s.title, s.shortDesc, ...(s.body ? [s.body] : [])].join(', ');

/** SQLite: after insert, after an update of an indexed column, after delete. */
export function sqliteSearchIndexTriggers(s: SearchIndexSource): string {
  const insert = `  INSERT INTO search_index (rowid, resource_type, resource_id, title, short_desc, body)
  VALUES (${rowid('new', s.code)}, '${s.type}', new.id, new.${s.title}, new.${s.shortDesc}, ${s.body ? `new.${s.body}` : "''"});`;
  const remove = `  DELETE FROM search_index WHERE rowid = ${rowid('old', s.code)};`;
  return `CREATE TRIGGER ${s.table}_search_ai AFTER INSERT ON ${s.table} BEGIN
${insert}
END;
CREATE TRIGGER ${s.table}_search_au AFTER UPDATE OF ${indexedColumns(s)} ON ${s.table} BEGIN
${remove}
${insert}
END;
CREATE TRIGGER ${s.table}_search_ad AFTER DELETE ON ${s.table} BEGIN
${remove}
END;`;
}

/** PostgreSQL: one row trigger calling the migration's plpgsql `sync` function with the type and code. */
export function postgresSearchIndexTrigger(s: SearchIndexSource, sync: string): string {
  return `CREATE TRIGGER ${s.table}_search AFTER INSERT OR DELETE OR UPDATE OF ${indexedColumns(s)} ON ${s.table}
  FOR EACH ROW EXECUTE FUNCTION ${sync}('${s.type}', ${s.code});`;
}

/**
 * One schema change. `sql` is written once for both dialects in a portable subset (TEXT times, INTEGER numbers,
 * `id INTEGER PRIMARY KEY` for identities; see `forPostgres`); `sqlite` and `postgres` hold what only one
 * dialect can say (the search index).
 */
export interface Migration {
  /** Unique, sortable; never renamed once committed. */
  id: string;
  sql: string;
  sqlite?: string;
  postgres?: string;
}

import { core } from './0001-core.ts';
import { accounts } from './0002-accounts.ts';
import { catalog } from './0003-catalog.ts';

export interface Migration {
  /** Unique, sortable; never renamed once committed. */
  id: string;
  sql: string;
}

/** In order. Add a file per change; never edit one that has shipped. */
export const migrations: Migration[] = [core, accounts, catalog];

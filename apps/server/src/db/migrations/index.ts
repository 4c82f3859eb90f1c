import { core } from './0001-core.ts';

export interface Migration {
  /** Unique, sortable; never renamed once committed. */
  id: string;
  sql: string;
}

/** In order. Add a file per change; never edit one that has shipped. */
export const migrations: Migration[] = [core];

/** A drawer's state over a list: `null` closed, `'new'` creating, a record editing it. */
export type Editing<T> = T | 'new' | null;

/** The record being edited, or `null` when closed or creating. */
export const editedRecord = <T>(editing: Editing<T>): T | null =>
  editing !== null && editing !== 'new' ? editing : null;

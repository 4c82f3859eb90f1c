/** `{code, message, data}` (contract §1.2). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** The `data` of a command that answers nothing: PHP's empty array (contract §1.2). */
export type EmptyReply = [];

/** The `{data, total}` list shape most endpoints use (contract §1.5). */
export interface ListPage<T> {
  data: T[];
  total: number;
}

/** PHP returns `[]` for an empty object; treat both as "none". */
export type MaybeEmpty<T> = T | [];

export function isPresent<T extends object>(v: MaybeEmpty<T> | null | undefined): v is T {
  return v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0);
}

/** Keys are relative paths of plain names: no `..`, no absolute paths, nothing a path join could escape with. */
const KEY_PART = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

export function assertStorageKey(key: string): void {
  if (!key.split('/').every((part) => KEY_PART.test(part))) throw new Error(`invalid storage key: ${key}`);
}

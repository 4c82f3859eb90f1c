import { StorageKeys, storage } from '../../../lib/storage.ts';

/** `{ msv }` when an inviter id is pending (`meedu-msv`), else nothing: spread into every body that takes it. */
export function msvField(): { msv?: string } {
  const msv = storage.get(StorageKeys.msv);
  return msv ? { msv } : {};
}

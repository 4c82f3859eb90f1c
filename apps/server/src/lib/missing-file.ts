/** Whether a file-system error says the path is not there (as opposed to unreadable, full disk, …). */
export const isMissingFile = (err: unknown): boolean =>
  err instanceof Error && 'code' in err && (err.code === 'ENOENT' || err.code === 'ENOTDIR');

/** The read, or null when the file does not exist; every other failure still throws. */
export function unlessMissing<T>(read: Promise<T>): Promise<T | null> {
  return read.catch((err: unknown) => {
    if (isMissingFile(err)) return null;
    throw err;
  });
}

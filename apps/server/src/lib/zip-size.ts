/**
 * The size a ZIP file (an .xlsx is one) says its entries take once unpacked, read from its central directory
 * without unpacking anything. A spreadsheet library unpacks every entry into memory, and deflate packs up to about
 * a thousand to one, so a 2 MB upload could ask for gigabytes: the caller refuses a file whose total is too large
 * before handing it over.
 *
 * Null when the bytes are not a ZIP this can read (no end record, a ZIP64 archive, a directory that runs past the
 * end): the caller lets its parser say the file is unreadable, or refuses it.
 */
export function zipUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const END_RECORD = 0x06054b50;
  const DIRECTORY_ENTRY = 0x02014b50;
  // The end record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) === END_RECORD) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  // 0xFFFF / 0xFFFFFFFF mean the real values are in a ZIP64 record: nothing a spreadsheet of ours needs.
  if (entries === 0xffff || at === 0xffffffff) return null;
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const unpacked = view.getUint32(at + 24, true);
    if (unpacked === 0xffffffff) return null;
    total += unpacked;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

/**
 * A ZIP file's central directory and end record with the sizes given, and no packed data: what a reader of the
 * directory sees of a zip bomb, without building one.
 */
export function zipDirectoryOf(entries: { name: string; unpacked: number }[]): Uint8Array {
  const records = entries.map(({ name, unpacked }) => {
    const nameBytes = Buffer.from(name);
    const record = Buffer.alloc(46 + nameBytes.length);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt32LE(unpacked, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    nameBytes.copy(record, 46);
    return record;
  });
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(0, 16);
  return new Uint8Array(Buffer.concat([directory, end]));
}

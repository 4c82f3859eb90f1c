import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipUnpackedSize } from '../../src/lib/zip-size.ts';
import { zipDirectoryOf } from '../support/zip.ts';

describe('zipUnpackedSize', () => {
  it('adds up what the central directory says the entries unpack to', () => {
    const bytes = zipDirectoryOf([
      { name: 'xl/worksheets/sheet1.xml', unpacked: 3_000_000_000 },
      { name: '[Content_Types].xml', unpacked: 1_000 },
    ]);
    expect(zipUnpackedSize(bytes)).toBe(3_000_001_000);
  });

  it('reads a real spreadsheet, whose entries unpack to more than the file', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('题库').addRow(['题型', '题干']);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const size = zipUnpackedSize(bytes);
    expect(size).toBeGreaterThan(bytes.length);
    expect(size).toBeLessThan(100_000);
  });

  it('says null for what is not a ZIP it can read', () => {
    expect(zipUnpackedSize(new TextEncoder().encode('题型,题干\n单选题,1 + 1 = ?'))).toBeNull();
    const cut = zipDirectoryOf([{ name: 'a.xml', unpacked: 10 }]);
    expect(zipUnpackedSize(cut.slice(10))).toBeNull();
    expect(zipUnpackedSize(zipDirectoryOf([{ name: 'big.xml', unpacked: 0xffffffff }]))).toBeNull();
  });
});

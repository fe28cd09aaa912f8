import { crc32, deflateRawSync } from 'node:zlib';

/** A file as a ZIP entry holds it: raw DEFLATE data with the original's CRC-32 and size. */
export interface DeflatedFile {
  name: string;
  deflated: Buffer;
  crc32: number;
  size: number;
}

export const deflateFile = (name: string, bytes: Buffer): DeflatedFile => ({
  name,
  deflated: deflateRawSync(bytes, { level: 9 }),
  crc32: crc32(bytes),
  size: bytes.length,
});

/** MS-DOS time and date of `at` (UTC), as ZIP headers keep them. */
function dosTime(at: Date): [time: number, date: number] {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2);
  const date =
    ((Math.max(at.getUTCFullYear(), 1980) - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return [time, date];
}

/**
 * A ZIP archive (no ZIP64: backups are far below 4 GB) of already deflated files, so a stored backup is zipped
 * without compressing it again. Names are UTF-8 (flag bit 11).
 */
export function zipChunks(files: readonly DeflatedFile[], at: Date): Buffer[] {
  const [time, date] = dosTime(at);
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(f.crc32 >>> 0, 14);
    local.writeUInt32LE(f.deflated.length, 18);
    local.writeUInt32LE(f.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    chunks.push(local, name, f.deflated);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(f.crc32 >>> 0, 16);
    entry.writeUInt32LE(f.deflated.length, 20);
    entry.writeUInt32LE(f.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += local.length + name.length + f.deflated.length;
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return [...chunks, ...central, end];
}

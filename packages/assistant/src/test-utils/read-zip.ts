import { inflateRawSync } from 'node:zlib';

/** Reads the entries of a zip archive (enough for .docx files in tests). */
export function readZip(data: Uint8Array): Map<string, string> {
  const buffer = Buffer.from(data);
  const files = new Map<string, string>();
  // End of central directory: signature 0x06054b50 within the last 64 KiB.
  let end = buffer.length - 22;
  while (end >= 0 && buffer.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip archive');
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const localHeader = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    const localNameLength = buffer.readUInt16LE(localHeader + 26);
    const localExtraLength = buffer.readUInt16LE(localHeader + 28);
    const start = localHeader + 30 + localNameLength + localExtraLength;
    const raw = buffer.subarray(start, start + compressedSize);
    files.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

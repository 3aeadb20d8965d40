/**
 * Builds a minimal Word 97–2003 (.doc) file for the import tests, since no word processor runs
 * here: an OLE compound file (512-byte sectors, one FAT sector, one directory sector) holding a
 * "WordDocument" stream (a FIB and the text, 8-bit) and a "1Table" stream (the piece table).
 * Both streams are padded past the 4096-byte mini-stream cutoff so no mini FAT is needed.
 */
const SECTOR = 512;
const MINI_CUTOFF = 4096;
const TEXT_OFFSET = 0x800;
const END_OF_CHAIN = -2;
const FREE = -1;
const FAT_SECTOR = -3;

const padded = (bytes: Buffer, size: number) => Buffer.concat([bytes, Buffer.alloc(Math.max(0, size - bytes.length))]);
const sectorsFor = (length: number) => Math.ceil(length / SECTOR);

const wordDocumentStream = (text: Buffer) => {
  const stream = Buffer.alloc(Math.max(MINI_CUTOFF, TEXT_OFFSET + text.length));
  stream.writeUInt16LE(0xa5ec, 0x00); // wIdent
  stream.writeUInt16LE(0x00c1, 0x02); // nFib (Word 97)
  stream.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is "1Table"
  stream.writeUInt32LE(TEXT_OFFSET, 0x18); // fcMin
  stream.writeUInt32LE(text.length, 0x4c); // ccpText
  stream.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the table stream
  stream.writeUInt32LE(21, 0x1a6); // lcbClx
  text.copy(stream, TEXT_OFFSET);
  return stream;
};

const tableStream = (textLength: number) => {
  const table = Buffer.alloc(MINI_CUTOFF);
  table.writeUInt8(2, 0); // Pcdt
  table.writeUInt32LE(16, 1); // lcb of the PlcPcd: two CPs and one 8-byte PCD
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(textLength, 9);
  // PCD: fc with the "compressed" bit set holds twice the byte offset of 8-bit text.
  table.writeUInt32LE(((TEXT_OFFSET * 2) | 0x40000000) >>> 0, 15);
  return table;
};

const directoryEntry = (
  name: string,
  type: number,
  fields: { child?: number; left?: number; right?: number; start?: number; size?: number },
) => {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, "utf16le");
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black
  entry.writeInt32LE(fields.left ?? FREE, 68);
  entry.writeInt32LE(fields.right ?? FREE, 72);
  entry.writeInt32LE(fields.child ?? FREE, 76);
  entry.writeInt32LE(fields.start ?? END_OF_CHAIN, 116);
  entry.writeUInt32LE(fields.size ?? 0, 120);
  return entry;
};

const header = () => {
  const bytes = Buffer.alloc(SECTOR);
  Buffer.from("D0CF11E0A1B11AE1", "hex").copy(bytes, 0);
  bytes.writeUInt16LE(0x3e, 24); // minor version
  bytes.writeUInt16LE(3, 26); // major version (512-byte sectors)
  bytes.writeUInt16LE(0xfffe, 28); // byte order
  bytes.writeUInt16LE(9, 30); // sector shift
  bytes.writeUInt16LE(6, 32); // mini sector shift
  bytes.writeUInt32LE(1, 44); // FAT sectors
  bytes.writeInt32LE(1, 48); // first directory sector
  bytes.writeUInt32LE(MINI_CUTOFF, 56);
  bytes.writeInt32LE(END_OF_CHAIN, 60); // no mini FAT
  bytes.writeInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  for (let index = 0; index < 109; index += 1) {
    bytes.writeInt32LE(index === 0 ? 0 : FREE, 76 + index * 4);
  }
  return bytes;
};

/** A .doc whose body is the given paragraphs. */
export const buildMinimalDoc = (paragraphs: readonly string[]): Buffer => {
  const text = Buffer.from(`${paragraphs.join("\r")}\r`, "latin1");
  const word = wordDocumentStream(text);
  const table = tableStream(text.length);
  const wordStart = 2;
  const tableStart = wordStart + sectorsFor(word.length);
  const fat = Buffer.alloc(SECTOR);
  for (let index = 0; index < SECTOR / 4; index += 1) {
    fat.writeInt32LE(FREE, index * 4);
  }
  fat.writeInt32LE(FAT_SECTOR, 0);
  fat.writeInt32LE(END_OF_CHAIN, 4);
  const chain = (start: number, count: number) => {
    for (let sector = start; sector < start + count; sector += 1) {
      fat.writeInt32LE(sector === start + count - 1 ? END_OF_CHAIN : sector + 1, sector * 4);
    }
  };
  chain(wordStart, sectorsFor(word.length));
  chain(tableStart, sectorsFor(table.length));
  const directory = Buffer.concat([
    directoryEntry("Root Entry", 5, { child: 1 }),
    directoryEntry("WordDocument", 2, { left: 2, start: wordStart, size: word.length }),
    directoryEntry("1Table", 2, { start: tableStart, size: table.length }),
    Buffer.alloc(128),
  ]);
  return Buffer.concat([
    header(),
    fat,
    directory,
    padded(word, sectorsFor(word.length) * SECTOR),
    padded(table, sectorsFor(table.length) * SECTOR),
  ]);
};

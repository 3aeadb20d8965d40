import { crc32, deflateSync } from "node:zlib";

/** An image as straight (not premultiplied) RGBA bytes, row by row from the top left. */
export interface RgbaImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, checksum]);
};

/** Encodes an RGBA image as a PNG (8-bit RGBA, no filtering, zlib level 9) with Node built-ins only. */
export const encodePng = ({ width, height, pixels }: RgbaImage): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  // compression, filter and interlace methods stay 0
  const rowBytes = width * 4;
  const scanlines = Buffer.alloc((rowBytes + 1) * height);
  for (let row = 0; row < height; row += 1) {
    // Each scanline starts with its filter type (0: none).
    Buffer.from(pixels.buffer, pixels.byteOffset + row * rowBytes, rowBytes).copy(scanlines, row * (rowBytes + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(scanlines, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

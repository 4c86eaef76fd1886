// Tiny document files built byte by byte for the upload tests, so no binary fixture is checked
// in and each test says what it sends: a PDF, a 1×1 PNG, an 8×8 baseline JPEG, a HEIC
// container, images whose headers declare absurd sizes, and executables named like documents.
import { crc32, deflateSync } from 'node:zlib';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value >>> 0);
  return out;
};

/** A one-page PDF a reader opens (an empty page; the xref offsets are computed). */
export function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return ascii(body);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([ascii(type), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/**
 * A PNG whose header declares width×height; its pixel data is a 1×1 red image's, so only a
 * 1×1 PNG is valid to decode — which is the point of a decompression bomb's declared size.
 */
export function png(width = 1, height = 1): Buffer {
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, data: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16(data.length + 2), data]);

/**
 * A baseline JPEG of one grey 8×8 block: quantisation all ones, one-code Huffman tables (DC
 * category 0, AC end-of-block), so the entropy-coded data is the two bits "00" padded with
 * ones. The SOF may declare other dimensions (a bomb).
 */
export function jpeg(width = 8, height = 8): Buffer {
  const oneCodeTable = (tableClass: number) =>
    segment(
      0xc4,
      Buffer.concat([
        Buffer.from([tableClass]),
        Buffer.from([1, ...Array(15).fill(0)]),
        Buffer.from([0]),
      ]),
    );
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.concat([ascii('JFIF\0'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])])),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(
      0xc0,
      Buffer.concat([Buffer.from([8]), u16(height), u16(width), Buffer.from([1, 1, 0x11, 0])]),
    ),
    oneCodeTable(0x00),
    oneCodeTable(0x10),
    segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f, 0xff, 0xd9]),
  ]);
}

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(body.length + 8), ascii(type), body]);
};
const fullBox = (type: string, ...content: Buffer[]) => box(type, u32(0), ...content);

/**
 * A HEIC (HEIF, brand heic) container as phones write it, reduced to what identifies it and
 * sizes it: ftyp, meta with the pict handler and the image's spatial extent (ispe), and an mdat.
 * The mdat holds placeholder bytes, not an HEVC bitstream: the server never decodes pixels.
 */
export function heic(width = 4, height = 3): Buffer {
  return Buffer.concat([
    box('ftyp', ascii('heic'), u32(0), ascii('mif1'), ascii('heic')),
    fullBox(
      'meta',
      fullBox('hdlr', u32(0), ascii('pict'), Buffer.alloc(12), Buffer.from([0])),
      box('iprp', box('ipco', fullBox('ispe', u32(width), u32(height)))),
    ),
    box('mdat', Buffer.alloc(16, 0x2a)),
  ]);
}

/** The start of a Linux executable (ELF, x86-64), padded. */
export function elf(): Buffer {
  const header = Buffer.alloc(128);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(header);
  header.writeUInt16LE(2, 16); // ET_EXEC
  header.writeUInt16LE(0x3e, 18); // x86-64
  return header;
}

/** The start of a Windows executable (MZ header pointing at a PE header), padded. */
export function windowsExe(): Buffer {
  const file = Buffer.alloc(512);
  ascii('MZ').copy(file);
  file.writeUInt32LE(0x80, 0x3c);
  ascii('PE\0\0').copy(file, 0x80);
  file.writeUInt16LE(0x14c, 0x84); // i386
  return file;
}

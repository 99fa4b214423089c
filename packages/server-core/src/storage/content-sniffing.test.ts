import { describe, expect, it } from 'vitest';
import { DOCX, ODT, zipArchive } from '../testing/zip';
import { imageSize, sniffContentType } from './content-sniffing';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
// A JPEG header: SOI, an APP0 segment, then a baseline frame of 640 × 480.
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00,
]);

/** An extended WebP header (VP8X) of the given size. */
function webp(width: number, height: number): Buffer {
  const data = Buffer.alloc(30);
  data.write('RIFF', 0, 'latin1');
  data.writeUInt32LE(22, 4);
  data.write('WEBPVP8X', 8, 'latin1');
  data.writeUInt32LE(10, 16);
  data.writeUIntLE(width - 1, 24, 3);
  data.writeUIntLE(height - 1, 27, 3);
  return data;
}

/** A PNG header claiming the given size (a decompression bomb announces itself here). */
function pngClaiming(width: number, height: number): Buffer {
  const data = Buffer.from(PNG);
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  return data;
}

describe('sniffContentType — what a file is, by its bytes', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['GIF', GIF, 'image/gif'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', webp(800, 600), 'image/webp'],
    ['PDF', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['RTF', Buffer.from('{\\rtf1\\ansi Hallo}'), 'application/rtf'],
    ['DOC (OLE)', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'application/msword'],
    ['DOCX', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['ODT', ODT, 'application/vnd.oasis.opendocument.text'],
    ['UTF-8 text', Buffer.from('Beste werkgever,\nIk solliciteer naar de functie van café-medewerker.'), 'text/plain'],
  ])('%s', async (_name, bytes, type) => {
    expect(await sniffContentType(bytes)).toBe(type);
  });

  it.each([
    ['HTML', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['XML', Buffer.from('<?xml version="1.0"?><a/>')],
    ['a program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)])],
    ['another ZIP', zipArchive([['evil.js', 'alert(1)']])],
    [
      'a spreadsheet',
      zipArchive([
        ['[Content_Types].xml', '<Types/>'],
        ['xl/workbook.xml', '<workbook/>'],
      ]),
    ],
    ['a broken ZIP', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 0xff)])],
    ['binary junk', Buffer.from([0x00, 0x01, 0x02, 0xfe])],
    ['Latin-1 text that is no UTF-8', Buffer.from('caf\xe9', 'latin1')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniffContentType(bytes)).toBeNull();
  });
});

describe('imageSize', () => {
  it('reads width and height from PNG, GIF, JPEG and WebP headers', () => {
    expect(imageSize(PNG)).toEqual({ width: 1, height: 1 });
    expect(imageSize(GIF)).toEqual({ width: 1, height: 1 });
    expect(imageSize(JPEG)).toEqual({ width: 640, height: 480 });
    expect(imageSize(webp(800, 600))).toEqual({ width: 800, height: 600 });
  });

  it('reports the size a header claims, however large, so the upload rule can refuse it', () => {
    expect(imageSize(pngClaiming(50_000, 2))).toEqual({ width: 50_000, height: 2 });
  });

  it('gives null for a truncated header', () => {
    expect(imageSize(PNG.subarray(0, 12))).toBeNull();
    expect(imageSize(JPEG.subarray(0, 8))).toBeNull();
  });
});

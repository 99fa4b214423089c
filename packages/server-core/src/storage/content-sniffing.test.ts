import { describe, expect, it } from 'vitest';
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

function zipWith(firstName: string, content: string, extra = ''): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(firstName.length, 26);
  return Buffer.concat([header, Buffer.from(firstName), Buffer.from(content), Buffer.from(extra)]);
}

describe('sniffContentType — what a file is, by its bytes', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['GIF', GIF, 'image/gif'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['PDF', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['RTF', Buffer.from('{\\rtf1\\ansi Hallo}'), 'application/rtf'],
    ['DOC (OLE)', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'application/msword'],
    [
      'DOCX',
      zipWith('[Content_Types].xml', '<Types/>', 'word/document.xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['ODT', zipWith('mimetype', 'application/vnd.oasis.opendocument.text'), 'application/vnd.oasis.opendocument.text'],
    ['UTF-8 text', Buffer.from('Beste werkgever,\nIk solliciteer naar de functie van café-medewerker.'), 'text/plain'],
  ])('%s', (_name, bytes, type) => {
    expect(sniffContentType(bytes)).toBe(type);
  });

  it.each([
    ['HTML', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)])],
    ['another ZIP', zipWith('evil.js', 'alert(1)')],
    ['binary junk', Buffer.from([0x00, 0x01, 0x02, 0xfe])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffContentType(bytes)).toBeNull();
  });
});

describe('imageSize', () => {
  it('reads width and height from PNG, GIF and JPEG headers', () => {
    expect(imageSize(PNG, 'image/png')).toEqual({ width: 1, height: 1 });
    expect(imageSize(GIF, 'image/gif')).toEqual({ width: 1, height: 1 });
    expect(imageSize(JPEG, 'image/jpeg')).toEqual({ width: 640, height: 480 });
  });

  it('gives null for a truncated header', () => {
    expect(imageSize(PNG.subarray(0, 12), 'image/png')).toBeNull();
    expect(imageSize(JPEG.subarray(0, 8), 'image/jpeg')).toBeNull();
  });
});

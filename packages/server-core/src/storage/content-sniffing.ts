/**
 * What a file really is, read from its first bytes (magic numbers) rather than from its name
 * or the type the browser claims. Returns one of the types Koers stores, or null.
 */
export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/vnd.oasis.opendocument.text'
  | 'application/msword'
  | 'application/rtf'
  | 'text/plain';

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');

/** A ZIP container: DOCX and ODT are told apart by their first entries. */
function sniffZip(data: Buffer): SniffedType | null {
  // ODF puts an uncompressed "mimetype" entry first (local header 30 bytes + name).
  if (ascii(data, 30, 38) === 'mimetype' && ascii(data, 38, 38 + 39) === 'application/vnd.oasis.opendocument.text') {
    return 'application/vnd.oasis.opendocument.text';
  }
  // OOXML: look for the word/ part names within the archive's central directory and headers.
  const text = data.toString('latin1');
  if (text.includes('[Content_Types].xml') && text.includes('word/')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

/** Plain text: valid UTF-8 without control characters other than tab, newline and carriage return. */
function isPlainText(data: Buffer): boolean {
  if (data.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return false;
  // Markup is not plain text: served back it could be taken for a page.
  return !/^\s*<(!doctype|html|svg|\?xml|script)/i.test(text);
}

export function sniffContentType(data: Buffer): SniffedType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(data, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(data);
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (ascii(data, 0, 5) === '{\\rtf') return 'application/rtf';
  if (isPlainText(data)) return 'text/plain';
  return null;
}

export type ImageSize = { width: number; height: number };

function jpegSize(data: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1] ?? 0;
    // Start-of-frame markers carry the size; 0xC4, 0xC8 and 0xCC are other segments.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return null;
}

function webpSize(data: Buffer): ImageSize | null {
  const chunk = ascii(data, 12, 16);
  if (chunk === 'VP8X' && data.length >= 30) {
    return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8 ' && data.length >= 30) {
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && data.length >= 25) {
    const bits = data.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

/** Width and height from an image's header; null when the header is broken. */
export function imageSize(data: Buffer, type: SniffedType): ImageSize | null {
  switch (type) {
    case 'image/png':
      return data.length >= 24 && ascii(data, 12, 16) === 'IHDR'
        ? { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
        : null;
    case 'image/gif':
      return data.length >= 10 ? { width: data.readUInt16LE(6), height: data.readUInt16LE(8) } : null;
    case 'image/jpeg':
      return jpegSize(data);
    case 'image/webp':
      return webpSize(data);
    default:
      return null;
  }
}

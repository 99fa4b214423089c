import { fileTypeFromBuffer } from 'file-type';
import { imageSize as readImageSize } from 'image-size';

/**
 * What a file really is, read from its bytes rather than from its name or the type the browser
 * claims: `file-type` reads the magic numbers (and, for DOCX and ODT, the ZIP's entries);
 * plain text, which has none, is ours. Returns one of the types Koers stores, or null.
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

/** `file-type`'s answers that Koers stores; anything else it recognises (programs, archives, …) is refused. */
const STORED: Record<string, SniffedType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/gif': 'image/gif',
  'application/pdf': 'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text': 'application/vnd.oasis.opendocument.text',
  // A .doc is an OLE compound file; file-type names only the container.
  'application/x-cfb': 'application/msword',
  'application/rtf': 'application/rtf',
};

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

export async function sniffContentType(data: Buffer): Promise<SniffedType | null> {
  // A file too broken to read is simply not one of ours.
  const detected = await fileTypeFromBuffer(data).catch(() => undefined);
  if (detected) return STORED[detected.mime] ?? null;
  return isPlainText(data) ? 'text/plain' : null;
}

export type ImageSize = { width: number; height: number };

/** Width and height from an image's header (`image-size`); null when the header is broken. */
export function imageSize(data: Buffer): ImageSize | null {
  try {
    const { width, height } = readImageSize(data);
    return { width, height };
  } catch {
    return null;
  }
}

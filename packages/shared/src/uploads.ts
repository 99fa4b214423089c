/** Upload kinds (SPEC §5, §7 upload_request), their limits and accepted formats. */

export const UPLOAD_TYPES = ['profile_image', 'moodboard_image', 'document', 'resume'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/msword',
  'application/rtf',
  'text/plain',
  'image/jpeg',
  'image/png',
] as const;
const RESUME_CONTENT_TYPES = DOCUMENT_CONTENT_TYPES.filter((type) => !type.startsWith('image/'));
export type StoredContentType = (typeof IMAGE_CONTENT_TYPES)[number] | (typeof DOCUMENT_CONTENT_TYPES)[number];

const MB = 1024 * 1024;

export type UploadRule = {
  kind: 'image' | 'document';
  maxBytes: number;
  contentTypes: readonly StoredContentType[];
  /** File name extensions offered in the browser's file picker. */
  accept: string;
  /** Human description of the formats, in Dutch. */
  formats: string;
};

export const UPLOAD_RULES: Record<UploadType, UploadRule> = {
  profile_image: {
    kind: 'image',
    maxBytes: 5 * MB,
    contentTypes: IMAGE_CONTENT_TYPES,
    accept: '.jpg,.jpeg,.png,.webp,.gif',
    formats: 'JPG, PNG, WebP of GIF',
  },
  moodboard_image: {
    kind: 'image',
    maxBytes: 5 * MB,
    contentTypes: IMAGE_CONTENT_TYPES,
    accept: '.jpg,.jpeg,.png,.webp,.gif',
    formats: 'JPG, PNG, WebP of GIF',
  },
  document: {
    kind: 'document',
    maxBytes: 10 * MB,
    contentTypes: DOCUMENT_CONTENT_TYPES,
    accept: '.pdf,.docx,.odt,.doc,.rtf,.txt,.jpg,.jpeg,.png',
    formats: 'PDF, Word (DOCX of DOC), OpenDocument, RTF, tekst, JPG of PNG',
  },
  resume: {
    kind: 'document',
    maxBytes: 10 * MB,
    contentTypes: RESUME_CONTENT_TYPES,
    accept: '.pdf,.docx,.odt,.doc,.rtf,.txt',
    formats: 'PDF, Word (DOCX of DOC), OpenDocument, RTF of tekst',
  },
};

/** Images larger than this in either direction are refused (decompression bombs). */
export const MAX_IMAGE_SIDE = 10_000;

/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** The 422 texts of SPEC §5 around the server's details. */
export function uploadFailureMessage(kind: UploadRule['kind'], details: string): string {
  return kind === 'image'
    ? `Verwerken van afbeeldingen mislukt: ${details}`
    : `Uploaden van documenten mislukt: ${details}`;
}

export function formatMegabytes(bytes: number): string {
  return `${new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 }).format(bytes / MB)} MB`;
}

import { createError } from '@koers/server-core/jsonapi/errors';
import { formatMegabytes, UPLOAD_RULES, type UploadType, uploadFailureMessage } from '@koers/shared';

/** 422s of uploads carry the SPEC §5 texts: 'Verwerken van afbeeldingen mislukt: …' or 'Uploaden van documenten mislukt: …'. */
function uploadError(uploadType: UploadType, code: string, details: string, pointer?: string) {
  return createError({
    status: 422,
    code: `uploads.${code}`,
    detail: uploadFailureMessage(UPLOAD_RULES[uploadType].kind, details),
    ...(pointer ? { pointer } : {}),
  });
}

export const uploadErrors = {
  quotaFull: (uploadType: UploadType) =>
    uploadError(
      uploadType,
      'quota_full',
      'de opslagruimte van je organisatie is vol. Vraag de beheerder van je organisatie om ruimte te maken.',
      '/data/attributes/filesize',
    ),
  tooLarge: (uploadType: UploadType, pointer?: string) =>
    uploadError(
      uploadType,
      'too_large',
      `het bestand is groter dan ${formatMegabytes(UPLOAD_RULES[uploadType].maxBytes)}.`,
      pointer,
    ),
  unsupportedName: (uploadType: UploadType) =>
    uploadError(
      uploadType,
      'unsupported_type',
      `dit soort bestand wordt niet ondersteund. Kies een bestand van het type ${UPLOAD_RULES[uploadType].formats}.`,
      '/data/attributes/filename',
    ),
  unsupportedContent: (uploadType: UploadType) =>
    uploadError(
      uploadType,
      'content_mismatch',
      `de inhoud van het bestand is geen ${UPLOAD_RULES[uploadType].formats}.`,
    ),
  sizeMismatch: (uploadType: UploadType) =>
    uploadError(
      uploadType,
      'size_mismatch',
      'het ontvangen bestand is niet zo groot als aangekondigd. Probeer het opnieuw.',
    ),
  brokenImage: (uploadType: UploadType) =>
    uploadError(
      uploadType,
      'broken_image',
      'de afbeelding is beschadigd of te groot (hoogstens 10.000 pixels breed en hoog).',
    ),
  expired: (uploadType: UploadType) =>
    uploadError(uploadType, 'expired', 'de uploadlink is verlopen of al gebruikt. Probeer het opnieuw.'),
  notStored: (uploadType: UploadType, pointer: string) =>
    uploadError(uploadType, 'not_stored', 'het bestand is nog niet (volledig) geüpload.', pointer),
  wrongKind: (uploadType: UploadType, pointer: string) =>
    uploadError(uploadType, 'wrong_kind', 'dit bestand is voor iets anders geüpload.', pointer),
};

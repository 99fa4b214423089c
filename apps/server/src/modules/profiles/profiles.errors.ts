import { createError } from '@koers/server-core/jsonapi/errors';
import type { SOCIAL_MEDIA_FAILURE, VIDEO_FAILURE } from '@koers/shared';

export const profileErrors = {
  unknownCode: (pointer: string) =>
    createError({ status: 422, code: 'profiles.unknown_code', detail: 'Kies een waarde uit de lijst.', pointer }),
};

/** SPEC §5: links and videos have their own failure texts; the details follow the colon. */
export function prefixDetails(error: unknown, prefix: typeof SOCIAL_MEDIA_FAILURE | typeof VIDEO_FAILURE): unknown {
  if (
    error &&
    typeof error === 'object' &&
    'errors' in error &&
    Array.isArray((error as { errors: unknown[] }).errors)
  ) {
    for (const item of (error as { errors: Array<{ detail: string }> }).errors)
      item.detail = `${prefix}: ${item.detail}`;
  }
  return error;
}

import type { UploadType } from '@koers/shared/uploads';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { uploadFile } from '../../../lib/upload-file';
import type { ProfileSource } from './profile-keys';

/** Where a profile's uploads are asked for: the candidate's own, or a dossier's. */
const requestPathOf = (source: ProfileSource) =>
  source.kind === 'mine'
    ? '/my/profile/upload_request'
    : `/dossier/${encodeURIComponent(source.dossierId)}/upload_request`;

/**
 * An upload and what is done with the file after it (`attach`), with `uploading` while either
 * runs; a failure of either is shown in a snackbar with the server's text.
 */
export function useUploadFile(source: ProfileSource) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File, uploadType: UploadType, attach: (fileId: string) => Promise<unknown>) => {
    setUploading(true);
    try {
      await attach(await uploadFile(requestPathOf(source), file, uploadType));
    } catch (error) {
      enqueueSnackbar(isApiError(error) ? (error.errors[0]?.detail ?? error.message) : 'Er ging iets mis!', {
        variant: 'error',
      });
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}

import { useState } from 'react';
import { authedFetch } from '../../../lib/authed-fetch';
import { getBasePath } from '../../../lib/base-path';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useToast } from '../../../lib/toast/use-toast';
import { LogoUploadError, uploadLogo } from '../utils/logo-upload';

/**
 * Uploads a logo for the server to square and shrink (SPEC §5). The upload saves nothing: the picture goes into
 * the form, and Save Settings keeps it.
 */
export function useLogoUpload(onUploaded: (logoData: string) => void) {
  const toast = useToast();
  const locale = useReaderLocale();
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (file: File) => {
    setIsUploading(true);
    try {
      onUploaded(await uploadLogo(`${getBasePath()}/api/settings/upload-logo`, file, authedFetch, locale));
    } catch (error) {
      toast.error(error instanceof LogoUploadError ? error.message : String(error));
    } finally {
      setIsUploading(false);
    }
  };

  return { upload, isUploading };
}

import { catalog, type Locale } from '../catalog.js';

/** What the server says of an upload it cannot take (issue 8), in the caller's language (issue 29). */
export function uploadMessages(locale: Locale) {
  const to = { locale };
  return {
    tooLarge: (max: number) => catalog.srv29_upload_too_large({ max }, to),
    oneFileAtATime: (field: string) => catalog.srv29_upload_one_file({ field }, to),
    onlyOneFile: catalog.srv29_upload_only_one({}, to),
    unreadable: (field: string) => catalog.srv29_upload_unreadable({ field }, to),
    notMultipart: (field: string) => catalog.srv29_upload_not_multipart({ field }, to),
    noFile: (field: string) => catalog.srv29_upload_no_file({ field }, to),
    fileRequired: catalog.srv29_upload_file_required({}, to),
  };
}

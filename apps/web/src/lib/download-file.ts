import { DOWNLOAD_CLEANUP_MS, DOWNLOAD_CLEANUP_SAFARI_MS } from '@club/shared/plain';

/** Safari, but not the Chrome, Firefox or Android browsers that also name Safari in their user agent. */
export function isSafari(userAgent: string): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);
}

/**
 * Saves a blob through a temporary object URL. SPEC §9: the URL is released after 5 s, or 10 s on Safari, which
 * starts reading the file later than the other browsers.
 */
export function downloadBlob(blob: Blob, filename: string, userAgent: string = navigator.userAgent): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), isSafari(userAgent) ? DOWNLOAD_CLEANUP_SAFARI_MS : DOWNLOAD_CLEANUP_MS);
}

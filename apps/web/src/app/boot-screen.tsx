import { BRANDING_DEFAULTS, MESSAGES } from '@club/shared/plain';

/**
 * The loading indicator of index.html, drawn with its inline styles (.boot…), so the page looks the same before any
 * script runs and while the first page's code is still on its way (issue 18).
 */
export function BootScreen() {
  return (
    <div className="boot" role="status">
      <p className="boot-name">{BRANDING_DEFAULTS.club_name}</p>
      <div className="boot-spinner" aria-hidden="true" />
      <p className="boot-text">{MESSAGES.appLoading}</p>
    </div>
  );
}

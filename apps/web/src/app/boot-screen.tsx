import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from '../components/visitor-locale';
import { bootClubName } from '../lib/boot-branding';

/**
 * The loading indicator of index.html, drawn with its inline styles (.boot…), so the page looks the same before any
 * script runs and while the first page's code is still on its way (issue 18), with the club's name the server wrote
 * into the page (issue 26). It may draw before the app's providers, so the locale is read from the page.
 */
export function BootScreen() {
  return (
    <div className="boot" role="status">
      <p className="boot-name">{bootClubName()}</p>
      <div className="boot-spinner" aria-hidden="true" />
      <p className="boot-text">{commonMessages(visitorLocale()).appLoading}</p>
    </div>
  );
}

import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from '../components/visitor-locale';

/** The page's code did not arrive (offline, or a new version replaced it): say so in index.html's indicator. */
export function showLoadFailure(element: HTMLElement): void {
  element.querySelector('.boot-spinner')?.remove();
  const text = element.querySelector('.boot-text');
  if (text) text.textContent = commonMessages(visitorLocale()).appLoadFailed;
}

import { catalog, escapeHtml, LOGIN_LINK_TTL_MINUTES } from '@club/shared';
import type { SignInLinksEvent } from '../../../lib/events.js';
import { buttonList, layout } from '../layout.js';
import { findPeople } from '../recipients.js';
import type { Person, Template } from '../template.js';

/** Each link with whom it signs in as, in the order the workflow gave them. */
const linksOf = (event: SignInLinksEvent, people: Person[]) =>
  event.links.flatMap((link) => {
    const member = people.find((person) => person.id === link.member_id);
    return member ? [{ member, url: link.url }] : [];
  });

/**
 * One message per address. When several members share the address (couples often do), it carries one link per
 * member, each naming who it signs in as.
 */
export const signInLinksTemplate: Template<SignInLinksEvent> = {
  holdsOneTimeLinks: true,
  async recipients(db, event) {
    const people = await findPeople(
      db,
      event.links.map((link) => link.member_id),
    );
    return people.length === 0 ? [] : [{ to: event.email, people, part: '' }];
  },
  render({ club }, event, to) {
    const links = linksOf(event, to.people);
    const shared = links.length > 1;
    const locale = { locale: to.locale };
    const named = { club: club.club_name };
    const label = (member: Person) =>
      shared ? catalog.mail_sign_in_as({ name: member.name }, locale) : catalog.mail_sign_in_to(named, locale);
    const expiry = catalog.mail_sign_in_expiry({ minutes: LOGIN_LINK_TTL_MINUTES }, locale);
    const useButtons = shared
      ? catalog.mail_sign_in_use_buttons({}, locale)
      : catalog.mail_sign_in_use_button({}, locale);
    return layout(club, catalog.mail_sign_in_subject(named, locale), [
      { text: catalog.mail_hello({}, locale), html: '' },
      {
        text: shared ? catalog.mail_sign_in_use_links(named, locale) : catalog.mail_sign_in_use_link(named, locale),
        html: `<p>${escapeHtml(useButtons)}</p>`,
      },
      buttonList(
        club,
        links.map(({ member, url }) => ({ label: label(member), url })),
      ),
      { text: expiry, html: `<p style="color:#555;font-size:14px">${escapeHtml(expiry)}</p>` },
    ]);
  },
  // A link is valid this long (decision 021); a sign-in e-mail held up longer would only bring dead links.
  expiresAt: (_event, now) => new Date(now.getTime() + LOGIN_LINK_TTL_MINUTES * 60_000),
  logUnsent(log, event, to) {
    for (const { member, url } of linksOf(event, to.people)) {
      // The link has a field of its own, so a terminal can show it in a box (decision 033).
      log.warn({ signInLink: url }, `No mail server configured. Login link for ${member.name}:`);
    }
  },
};

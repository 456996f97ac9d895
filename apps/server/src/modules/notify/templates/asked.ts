import { catalog, type Locale, mailNightMessages } from '@club/shared';
import type { AskedEvent, AskReason } from '../../../lib/events.js';
import { namesInWords } from '../../../lib/inbox.js';
import { type Block, layout, paragraph } from '../layout.js';
import { bareNight, nightBlock, nightClubOf } from '../night-block.js';
import { byInbox, findPeople, namesOf } from '../recipients.js';
import type { Addressee, Template } from '../template.js';

/** The web page that POSTs the token; a GET of this URL (a mail scanner's) answers nothing. */
function respondUrl(publicUrl: string, token: string, answer: 'confirm' | 'decline'): string {
  return `${publicUrl}/respond?${new URLSearchParams({ token, answer }).toString()}`;
}

/** Why the e-mail asks, in its subject and first line: the published schedule, a new night, or a nudge. */
const WORDS: Record<
  AskReason,
  { subject: typeof catalog.mail_asked_subject_publish; intro: typeof catalog.mail_asked_intro_publish }
> = {
  publish: { subject: catalog.mail_asked_subject_publish, intro: catalog.mail_asked_intro_publish },
  added: { subject: catalog.mail_asked_subject_added, intro: catalog.mail_asked_intro_added },
  nudge: { subject: catalog.mail_asked_subject_nudge, intro: catalog.mail_asked_intro_nudge },
};

/** The nights the inbox is asked about, by date, each with the members of the inbox asked about it. */
function nightsAsked(event: AskedEvent, to: Addressee) {
  const ids = to.people.map((person) => person.id);
  const asks = event.asks.filter((ask) => ids.includes(ask.member_id));
  const nightIds = [...new Set(asks.map((ask) => ask.assignment_id))];
  return nightIds
    .map((id) => {
      const mine = asks.filter((ask) => ask.assignment_id === id);
      const date = mine[0]?.dance_date ?? '';
      return { night: event.nights?.find((night) => night.assignment_id === id) ?? bareNight(id, date), asks: mine };
    })
    .sort(
      (a, b) => a.night.dance_date.localeCompare(b.night.dance_date) || a.night.assignment_id - b.night.assignment_id,
    );
}

/**
 * Issue 19 part 3: the squareheads' nights with "I'll be there" and "I can't make it" under each, one e-mail per
 * inbox naming each member. Issue 25: a block per night with its details (one for a couple on the same night), and
 * under it a row per member: a filled green "I'll be there" and an outlined "I can't make it", named when shared. The first line says why: the published schedule,
 * a nudge, or an administrator adding the member to a night.
 */
export const askedTemplate: Template<AskedEvent> = {
  holdsOneTimeLinks: true,
  async recipients(db, event) {
    return byInbox(
      await findPeople(
        db,
        event.asks.map((ask) => ask.member_id),
        'by_name',
      ),
    );
  },
  async render({ club, clubUrl, db }, event, to) {
    const shared = to.people.length > 1;
    const locale: { locale: Locale } = { locale: to.locale };
    const words = mailNightMessages(to.locale);
    const greeting = catalog.mail_hello_names({ names: namesInWords(namesOf(to), to.locale) }, locale);
    const blocks: Block[] = [paragraph(greeting), paragraph(WORDS[event.reason].intro({}, locale))];
    const place = await nightClubOf(db);
    const ids = to.people.map((person) => person.id);
    for (const { night, asks } of nightsAsked(event, to)) {
      const rows = to.people.flatMap((person) =>
        asks
          .filter((ask) => ask.member_id === person.id)
          .map((ask) => ({
            // Several members of one inbox: each row says whose answer its buttons give.
            who: shared ? person.name : null,
            actions: [
              {
                label: words.willBeThere,
                url: respondUrl(clubUrl, ask.token, 'confirm'),
                primary: true,
              },
              {
                label: words.cantMakeIt,
                url: respondUrl(clubUrl, ask.token, 'decline'),
                primary: false,
              },
            ],
          })),
      );
      blocks.push(nightBlock(night, place, ids, to.locale, rows));
    }
    blocks.push(paragraph(catalog.mail_asked_buttons_note({}, locale)));
    return layout(club, WORDS[event.reason].subject({ club: club.club_name }, locale), blocks);
  },
};

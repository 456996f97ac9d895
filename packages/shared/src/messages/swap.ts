import { catalog, type Locale } from '../catalog.js';
import { nightInWords } from '../utils/dance-date.js';

/** Issue 25 point 3 (decision 057): the accept link's page, in the reader's language (issue 29). */
export function swapLinkPageMessages(locale: Locale) {
  const to = { locale };
  return {
    title: catalog.swap_link_title({}, to),
    /** Issue 25: the page names the night and who asked before the tap. */
    giveAway: (asker: string) => catalog.swap_link_give_away({ asker }, to),
    swap: (asker: string, returnDate: string) =>
      catalog.swap_link_swap({ asker, night: nightInWords(returnDate, locale) }, to),
    writes: (asker: string, message: string) => catalog.swap_link_writes({ asker, message }, to),
    opening: catalog.swap_link_opening({}, to),
    take: catalog.swap_link_take({}, to),
  };
}

/** Issue 9 swap texts; apart from the swap schemas so pages show them without zod (issue 18). In the reader's language. */
export function swapMessages(locale: Locale) {
  const to = { locale };
  const words = {
    notYourNight: catalog.swap_err_not_your_night({}, to),
    alreadyRequested: catalog.swap_err_already_requested({}, to),
    pastNight: catalog.swap_err_past_night({}, to),
    notFound: catalog.swap_err_not_found({}, to),
    notOpen: catalog.swap_err_not_open({}, to),
    taken: catalog.swap_err_taken({}, to),
    cancelled: catalog.swap_err_cancelled({}, to),
    rotaChanged: catalog.swap_err_rota_changed({}, to),
    ownRequest: catalog.swap_err_own_request({}, to),
    alreadyServing: catalog.swap_err_already_serving({}, to),
    notEligible: catalog.swap_err_not_eligible({}, to),
    takerRequired: catalog.swap_err_taker_required({}, to),
    returnDateRequired: catalog.swap_err_return_date_required({}, to),
    returnDateInvalid: catalog.swap_err_return_date_invalid({}, to),
    /** Issue 25 point 2: why a night cannot go back to the requester, the same rules the offer list follows. */
    returnNight: {
      sameNight: catalog.swap_return_same_night({}, to),
      past: catalog.swap_return_past({}, to),
      notTakersNight: catalog.swap_return_not_takers_night({}, to),
      cancelled: catalog.swap_return_cancelled({}, to),
      boardNight: catalog.swap_return_board_night({}, to),
      requesterAway: catalog.swap_return_requester_away({}, to),
      requesterServes: catalog.swap_return_requester_serves({}, to),
    },
    /** Issue 25 point 9 (decision 053): one member asked alone. */
    askedNamed: (name: string) => catalog.swap_asked_named({ name }, to),
    askedOne: (name: string) => catalog.swap_asked_one({ name }, to),
    alreadyAsked: (name: string) => catalog.swap_already_asked({ name }, to),
    askedRecently: (name: string, hours: number) => catalog.swap_asked_recently({ name, hours }, to),
    noVacancy: catalog.swap_no_vacancy({}, to),
    notOnNight: catalog.swap_not_on_night({}, to),
    nightCancelledNoVacancy: catalog.swap_night_cancelled_no_vacancy({}, to),
    nightCancelled: catalog.swap_night_cancelled({}, to),
    notForGiveAway: catalog.swap_not_for_give_away({}, to),
    linkInvalid: catalog.swap_link_invalid({}, to),
    onlyRequesterOrAdmin: catalog.swap_only_requester_or_admin({}, to),
    requestSentToNobody: catalog.swap_request_sent_to_nobody({}, to),
    requestSentTo: (count: number) => catalog.swap_request_sent({ count }, to),
    declined: catalog.swap_declined({}, to),
    offersHeld: (when: string) => catalog.swap_offers_held({ when }, to),
    everyoneAsked: catalog.swap_everyone_asked({}, to),
    offeredToMore: (count: number) => catalog.swap_offered_to_more({ count }, to),
    /** Issue 25 point 3 (decision 057): the accept link's page takes nothing until the member taps. */
    linkPage: swapLinkPageMessages(locale),
  };
  return {
    ...words,
    requestSent: (count: number) => (count === 0 ? words.requestSentToNobody : words.requestSentTo(count)),
    offeredToEveryone: (count: number) => (count === 0 ? words.everyoneAsked : words.offeredToMore(count)),
  };
}

/** In English, as every reader gets it until clubs and members have a language (issue 29 point 4). */
export const SWAP_MESSAGES = swapMessages('en');

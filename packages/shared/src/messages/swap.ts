import { nightInWords } from '../utils/dance-date.js';

/** Issue 9 swap texts; apart from the swap schemas so pages show them without zod (issue 18). */
export const SWAP_MESSAGES = {
  notYourNight: 'You are not on duty that night.',
  alreadyRequested: 'You already asked for a swap of that night.',
  pastNight: 'That night has already passed.',
  notFound: 'That swap request does not exist.',
  notOpen: 'This swap request is no longer open.',
  taken: 'Another member already took this night.',
  cancelled: 'This swap request was cancelled.',
  rotaChanged: 'The rota for this night has changed, so this request was closed.',
  ownRequest: 'You cannot take your own night.',
  alreadyServing: 'You are already on duty that night.',
  notEligible: 'That member cannot take this night.',
  takerRequired: 'Choose who takes the night',
  returnDateRequired: 'Choose which of your nights to give in return',
  returnDateInvalid: 'That is not one of your nights the requester can take.',
  /** Issue 25 point 2: why a night cannot go back to the requester, the same rules the offer list follows. */
  returnNight: {
    sameNight: 'The night to give back cannot be the night you take.',
    past: 'The night to give back has already passed.',
    notTakersNight: 'That is not one of your nights the requester can take.',
    cancelled: 'The night to give back is cancelled.',
    boardNight: 'The night to give back is the board’s night.',
    requesterAway: 'The member who asked cannot serve the night to give back: they marked it unavailable or away.',
    requesterServes: 'The member who asked already serves on the night to give back.',
  },
  /** Issue 25 point 9 (decision 053): one member asked alone. */
  askedNamed: (name: string) => `Asked: ${name}`,
  askedOne: (name: string) => `${name} was e-mailed and asked to take the night.`,
  alreadyAsked: (name: string) => `${name} was already asked about this night.`,
  askedRecently: (name: string, hours: number) =>
    `${name} was e-mailed about this night in the last ${hours} hours; please wait before asking again.`,
  noVacancy: 'Nobody on this night has said they cannot serve it.',
  notOnNight: 'That member is not on duty that night.',
  nightCancelledNoVacancy: 'That night is cancelled; it needs no replacement.',
  /** Issue 25 point 2: a cancelled night closes its open requests. */
  nightCancelled: 'That night was cancelled, so its swap request was closed.',
  notForGiveAway: 'A give-away does not take a night in return.',
  linkInvalid: 'This link is invalid or has expired.',
  /** Issue 25 point 3 (decision 057): the accept link's page takes nothing until the member taps. */
  linkPage: {
    title: 'Take this night?',
    /** Issue 25: the page names the night and who asked before the tap. */
    giveAway: (asker: string) =>
      `${asker} asks you to take this squarehead night. Nothing changes until you tap the button.`,
    swap: (asker: string, returnDate: string) =>
      `${asker} asks you to take this squarehead night and give back ${nightInWords(returnDate)}. Nothing changes until you tap the button.`,
    writes: (asker: string, message: string) => `${asker} writes: “${message}”`,
    opening: 'Opening the offer…',
    take: 'Take the night',
  },
  onlyRequesterOrAdmin: 'Only the member who asked or an administrator can cancel this request.',
  requestSent: (count: number) =>
    count === 0
      ? 'Your request is open, but no member can take it right now. An administrator can still arrange it.'
      : `Your request was e-mailed to ${count} ${count === 1 ? 'member' : 'members'}.`,
  declined: 'Thank you for saying. You will not be asked about this night again.',
  /** Decision 052: the night's offers went out less than the budget's hours ago (another request for it). */
  offersHeld: (when: string) =>
    `Your request is open. The members who could take this night were e-mailed about it recently, so the offers wait until ${when}; they can already take it on My duties.`,
  offeredToEveryone: (count: number) =>
    count === 0
      ? 'Everyone who could take this night has already been asked.'
      : `The request was e-mailed to ${count} more ${count === 1 ? 'member' : 'members'}.`,
} as const;

/**
 * Issue 25: an e-mailed answer link acts for one member, one night and one answer, and only on a tap; and replacing
 * a published next schedule is said out loud first (not in SPEC §8; they follow its tone).
 */
export const LINK_ANSWER_MESSAGES = {
  reasonTooLong: (max: number) => `Please keep the reason to ${max} characters or less.`,
  pageTitle: 'Your squarehead night',
  forMember: (name: string) => `For ${name}`,
  confirmQuestion: 'Will you be there?',
  confirmButton: 'Yes, I’ll be there',
  declineQuestion: 'You can’t make it?',
  declineReasonLabel: 'Reason (optional, only the administrators see it)',
  declineChoiceLabel: 'Who should find a replacement?',
  declineAskOthers: 'Ask other members to take my night',
  declineTellAdmins: 'Just tell the administrators',
  declineButton: 'I can’t make it',
  alreadyAnswered: (state: 'confirmed' | 'declined') =>
    state === 'confirmed' ? 'You have already said you’ll be there.' : 'You have already said you can’t make it.',
  servingWith: (names: string) => `Serving with ${names}`,
  nobodyElse: 'No one else is on this night yet.',
  linkSignedInNote: 'This link signs you in for one hour, as yourself and with a member’s rights only.',
  householdQuestion: (name: string, date: string) => `${name} is on duty on ${date} too. Does ${name} still serve?`,
  householdServes: (name: string) => `Yes, ${name} still serves`,
  householdCantEither: (name: string) => `No, ${name} can’t make it either`,
} as const;

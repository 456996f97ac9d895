import { BASE_LOCALE } from '../catalog.js';
import { memberFormMessages } from './member-form.js';

/**
 * SPEC §5 member form and §6, §8 member texts. Issue 29: the form's and the API's refusals come from the catalog
 * (memberFormMessages), in English here for the schemas and the tests; the rest follow as their pages move.
 */
export const MEMBER_MESSAGES = {
  ...memberFormMessages(BASE_LOCALE),
  mainAdminProtected: 'The main administrator account cannot be deleted for security reasons.',
  cannotDeleteSelf: 'You cannot delete your own account for security reasons.',
  mainAdminStaysAdmin: 'The main administrator always stays an administrator.',
  mainAdminEmailOwn: "Only the main administrator can change the main administrator's e-mail address.",
  householdOnly: 'A new address can be passed on only to your partner and to members who share your e-mail address.',
  householdNeedsAddress: 'Send the new address with the household members who move with you.',
  householdIdsInvalid: 'household_ids must be a list of at most 20 member ids',
  householdMoved: (names: readonly string[]) =>
    `The new address was also saved for ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ` : ''}${names.at(-1) ?? ''}.`,
  created: 'Member created successfully!',
  createFailed: 'Failed to create member. Please try again.',
  updated: 'Member updated successfully!',
  updateFailed: 'Failed to update member. Please try again.',
  deleted: 'Member deleted successfully!',
  deleteFailed: 'Failed to delete member. Please try again.',
  saveFailedAlert: 'Failed to save member. Please check the console for details.',
  loadFailed: 'Error Loading Members',
  noMatches: 'No members match your filters',
  noMembers: 'No members found',
  pageInvalid: 'page must be a whole number, 1 or more',
  perPageInvalid: 'per_page must be a whole number from 1 to 200',
  rosterBusy:
    'Your earlier requests for the whole roster are still being answered. Try again in a few seconds, or ask for one page at a time (page, per_page).',
} as const;

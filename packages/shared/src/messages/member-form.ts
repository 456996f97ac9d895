import { catalog, type Locale } from '../catalog.js';

/** Issue 29: what a member form (SPEC §5) and the member API answer when something is wrong, in the reader's language. */
export function memberFormMessages(locale: Locale) {
  const to = { locale };
  return {
    firstNameRequired: catalog.member_form_first_name_required({}, to),
    lastNameRequired: catalog.member_form_last_name_required({}, to),
    emailRequired: catalog.member_form_email_required({}, to),
    emailInvalid: catalog.member_form_email_invalid({}, to),
    phoneInvalid: catalog.member_form_phone_invalid({}, to),
    birthdayInvalid: catalog.member_form_birthday_invalid({}, to),
    partnerFriendSame: catalog.member_form_partner_friend_same({}, to),
    addressTooLong: catalog.member_form_address_too_long({}, to),
    notesTooLong: catalog.member_form_notes_too_long({}, to),
    chooseMember: catalog.member_form_choose_member({}, to),
    chooseLanguage: catalog.member_form_choose_language({}, to),
    duplicate: catalog.member_form_duplicate({}, to),
    noPermissionToEdit: catalog.member_form_no_permission_to_edit({}, to),
    onlyContactFields: catalog.member_form_only_contact_fields({}, to),
    memberNotFound: catalog.member_form_member_not_found({}, to),
    emailTaken: catalog.member_form_email_taken({}, to),
    linkToSelf: catalog.member_form_link_to_self({}, to),
    linkedMemberNotFound: catalog.member_form_linked_member_not_found({}, to),
  };
}

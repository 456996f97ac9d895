import { catalog, type Locale } from '../catalog.js';

/**
 * Issue 26: one line of help under each way, so a member can pick theirs without knowing what webcal is; in the
 * reader's language (issue 29).
 */
export function addToCalendarMessages(locale: Locale) {
  const to = { locale };
  return {
    button: catalog.feed_add_button({}, to),
    listLabel: catalog.feed_add_list_label({}, to),
    google: {
      title: catalog.feed_add_google_title({}, to),
      help: catalog.feed_add_google_help({}, to),
    },
    apple: {
      title: catalog.feed_add_apple_title({}, to),
      help: catalog.feed_add_apple_help({}, to),
    },
    outlook: {
      title: catalog.feed_add_outlook_title({}, to),
      help: catalog.feed_add_outlook_help({}, to),
    },
    outlookWork: {
      title: catalog.feed_add_outlook_work_title({}, to),
      help: catalog.feed_add_outlook_work_help({}, to),
    },
    download: {
      title: catalog.feed_add_download_title({}, to),
      help: catalog.feed_add_download_help({}, to),
    },
    copy: {
      label: catalog.feed_add_copy_label({}, to),
      help: catalog.feed_add_copy_help({}, to),
      button: catalog.feed_add_copy_button({}, to),
      copied: catalog.feed_add_copy_copied({}, to),
      confirmation: catalog.feed_add_copy_confirmation({}, to),
      byHand: catalog.feed_add_copy_by_hand({}, to),
    },
  };
}

/** In English, as every reader gets it until clubs and members have a language (issue 29 point 4). */
export const ADD_TO_CALENDAR_MESSAGES = addToCalendarMessages('en');

/** Issue 26: one line of help under each way, so a member can pick theirs without knowing what webcal is. */
export const ADD_TO_CALENDAR_MESSAGES = {
  button: 'Add to calendar',
  listLabel: 'Ways to add the calendar',
  google: {
    title: 'Google Calendar',
    help: 'Opens Google Calendar on the web, which asks you to add it; your phone’s Google Calendar then shows it too.',
  },
  apple: {
    title: 'Apple Calendar (iPhone, iPad, Mac)',
    help: 'Opens the Calendar app, which asks you to subscribe.',
  },
  outlook: {
    title: 'Outlook.com',
    help: 'For a personal Outlook, Hotmail or Live account: opens Outlook on the web.',
  },
  outlookWork: {
    title: 'Outlook for work or school',
    help: 'For a Microsoft 365 account from work or school: opens Outlook on the web.',
  },
  download: {
    title: 'Download a file (.ics)',
    help: 'A one-time copy to open or import; it does not change when the rota does.',
  },
  copy: {
    label: 'Calendar link',
    help: 'For any other calendar app: paste it where the app asks for a calendar address (subscribe by URL).',
    button: 'Copy',
    copied: 'Copied',
    confirmation: 'Calendar link copied. Paste it into your calendar app.',
    byHand: 'The browser did not let the page copy: the link is selected, copy it with Ctrl+C or a long press.',
  },
} as const;

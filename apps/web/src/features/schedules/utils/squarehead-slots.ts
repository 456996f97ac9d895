/** Each of the four slots: the member id field and the name the server sends beside it, in slot order. */
export const SQUAREHEAD_SLOTS = [
  { id: 'squarehead1_id', name: 'squarehead1_name' },
  { id: 'squarehead2_id', name: 'squarehead2_name' },
  { id: 'squarehead3_id', name: 'squarehead3_name' },
  { id: 'squarehead4_id', name: 'squarehead4_name' },
] as const;

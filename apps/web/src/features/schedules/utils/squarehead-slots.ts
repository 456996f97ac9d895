/** The member names the server sends beside the four slot ids, in slot order. */
export const SQUAREHEAD_NAME_FIELDS = [
  'squarehead1_name',
  'squarehead2_name',
  'squarehead3_name',
  'squarehead4_name',
] as const;

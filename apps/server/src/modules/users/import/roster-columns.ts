/** What a header cell of the club's spreadsheet holds, as parse-roster.ts reads it. */
export type RosterColumn =
  | 'name'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'address'
  | 'street'
  | 'postcode'
  | 'town'
  | 'birthday'
  | 'status'
  | 'loa'
  | 'title'
  | 'role'
  | 'admin'
  | 'partner'
  | 'friend'
  | 'notes';

// Header cells compared without case, spaces or punctuation: "E-mail", "B'day", "First Name" all match; German
// letters are spelt out first, so "Straße", "Strasse" and "Strase" are not three different columns.
const ENGLISH: Record<string, RosterColumn> = {
  name: 'name',
  fullname: 'name',
  firstname: 'first_name',
  first: 'first_name',
  lastname: 'last_name',
  last: 'last_name',
  email: 'email',
  emailaddress: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  address: 'address',
  birthday: 'birthday',
  bday: 'birthday',
  status: 'status',
  loa: 'loa',
  title: 'title',
  role: 'role',
  admin: 'admin',
  isadmin: 'admin',
  partner: 'partner',
  friend: 'friend',
  notes: 'notes',
};

// Issue 29: the headers a German club's spreadsheet (and the German export) plausibly has.
const GERMAN: Record<string, RosterColumn> = {
  vollstaendigername: 'name',
  nachnamevorname: 'name',
  vorname: 'first_name',
  rufname: 'first_name',
  nachname: 'last_name',
  familienname: 'last_name',
  zuname: 'last_name',
  mail: 'email',
  emailadresse: 'email',
  mailadresse: 'email',
  telefon: 'phone',
  telefonnummer: 'phone',
  tel: 'phone',
  telnr: 'phone',
  handy: 'phone',
  handynummer: 'phone',
  mobil: 'phone',
  mobilnummer: 'phone',
  mobiltelefon: 'phone',
  adresse: 'address',
  anschrift: 'address',
  wohnadresse: 'address',
  strasse: 'street',
  strassehausnummer: 'street',
  strasseundhausnummer: 'street',
  strassenr: 'street',
  plz: 'postcode',
  postleitzahl: 'postcode',
  ort: 'town',
  wohnort: 'town',
  stadt: 'town',
  geburtstag: 'birthday',
  geburtsdatum: 'birthday',
  geb: 'birthday',
  gebdatum: 'birthday',
  titel: 'title',
  rolle: 'role',
  administrator: 'admin',
  partnerin: 'partner',
  partnerpartnerin: 'partner',
  ehepartner: 'partner',
  lebenspartner: 'partner',
  tanzpartner: 'partner',
  tanzpartnerin: 'partner',
  freund: 'friend',
  freundin: 'friend',
  freundfreundin: 'friend',
  notizen: 'notes',
  notiz: 'notes',
  bemerkung: 'notes',
  bemerkungen: 'notes',
  anmerkungen: 'notes',
  hinweise: 'notes',
  kommentar: 'notes',
};

const COLUMNS: Record<string, RosterColumn> = { ...ENGLISH, ...GERMAN };

// The spreadsheet's own summary lines, recognised only as whole cells so a real name is never mistaken for one.
const SUMMARY_LABELS = new Set([
  'ontheroster',
  'currentmembers',
  'loa',
  'booster',
  'boosters',
  'callercuer',
  'total',
  'totals',
  'summe',
  'gesamt',
  'insgesamt',
]);

const SPELT_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

export const normalizeKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => SPELT_OUT[letter] ?? letter)
    .replace(/[^a-z]/g, '');

export const columnOf = (header: string): RosterColumn | undefined => COLUMNS[normalizeKey(header)];

export const isSummaryLabel = (cell: string) => SUMMARY_LABELS.has(normalizeKey(cell));

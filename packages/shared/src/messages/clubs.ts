/** Issue 28: what the operator of a deployment of many clubs reads when adding one. */
export const CLUB_MESSAGES = {
  slug: 'Use 2 to 40 lower-case letters, digits and hyphens, beginning and ending with a letter or digit',
  slugTaken: (slug: string) => `A club with the slug "${slug}" exists already.`,
  noSuchClub: (slug: string) => `No club has the slug "${slug}".`,
  name: 'A club name of 1 to 100 characters is required',
  mainAdminEmail: 'Please enter a valid email address',
} as const;

/** Issue 19 part 7: an administrator does for a member who called the club what the member could do in the app. */
export const ACTING_MESSAGES = {
  onlyAdminsForOthers: 'Only administrators can do this for another member.',
  menuLabel: 'For a squarehead…',
  menuNameOn: (date: string) => `For a squarehead… on ${date}`,
  menuNameOf: (date: string) => `For a squarehead of ${date}`,
  confirmFor: (name: string) => `Confirm — for ${name}`,
  cantServeFor: (name: string) => `Can't serve — for ${name}…`,
  askCoverFor: (name: string) => `Ask for cover — for ${name}…`,
  cantServeTitle: (name: string, date: string) => `${name} can't serve on ${date}`,
  cantServeQuestion: (name: string) =>
    `${name} is one of the squareheads that night. Should other members be asked to take it, or will the administrators find someone?`,
  askCoverTitle: (name: string, date: string) => `Ask for cover for ${name} on ${date}`,
  askCoverIntro: (name: string) =>
    `Other members are offered the night as if ${name} had asked; ${name} stays on it until someone takes it and gets an e-mail saying you asked.`,
  askCover: 'Ask for cover',
  keepDuty: 'Keep them on the night',
  close: 'Close',
  toldMember: (name: string) => `${name} was e-mailed what you did for them.`,
  saveFailed: 'Failed to save. Please try again.',
  // The member's e-mail names the administrator who acted for them.
  markedForYou: (admin: string) => `${admin} marked for you`,
  askedCoverForYou: (admin: string) => `${admin} asked for cover for you`,
  cantServeLine: (date: string) => `Can't serve on ${date}`,
  canServeLine: (date: string) => `Can serve again on ${date}`,
  unavailableLine: (date: string) => `Unavailable on ${date}`,
  askedOthersLine: (count: number) =>
    `Other members were asked to take it (${count === 1 ? '1 member was' : `${count} members were`} e-mailed); you stay on the night until someone does.`,
  toldAdminsLine: 'The administrators will find a replacement.',
  askedCoverLine: (date: string, count: number) =>
    `Other members were asked to take your night on ${date} (${count === 1 ? '1 member was' : `${count} members were`} e-mailed). You stay on the night until someone takes it.`,
  awayAddedLine: (description: string) => `Added: ${description}`,
  awayRemovedLine: (description: string) => `Removed: ${description}`,
} as const;

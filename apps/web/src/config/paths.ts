// The only place route URLs are written (ARCHITECTURE.md). Routes of SPEC §2, relative to the router basename.
export const paths = {
  root: '/',
  login: '/login',
  dashboard: '/dashboard',
  members: '/members',
  map: '/map',
  currentSchedule: '/current-schedule',
  nextSchedule: '/next-schedule',
  myDuties: '/my-duties',
  myDetails: '/me',
  admin: '/admin',
  // Issue 26: the Admin page's sections, each a URL of its own (decision 061); /admin opens the first.
  adminClub: '/admin/club',
  adminEmail: '/admin/email',
  adminRota: '/admin/rota',
  adminMembers: '/admin/members',
  adminMaintenance: '/admin/maintenance',
  adminAudit: '/admin/audit',
  swapAccept: '/swaps/accept',
  respond: '/respond',
  // Issue 28: the operators' page at the root of a deployment of many clubs, outside every club.
  association: '/association',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

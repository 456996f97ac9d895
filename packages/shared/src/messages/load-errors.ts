/** SPEC §2 and §8 panels shown in place of a page or section whose data could not be loaded. */
export const LOAD_ERROR_TITLES = {
  schedule: 'Error Loading Schedule',
  authentication: 'Authentication Error',
  connection: 'Connection Error',
  map: 'Map Error',
  duties: 'Error Loading Duties',
  swapRequests: 'Error Loading Swap Requests',
} as const;

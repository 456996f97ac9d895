/**
 * API.md: a path segment that is not a number names no record, so /users/coordinates is an unknown path (404 in the
 * envelope) rather than a bad id (422). A number that names no row still gets the id rules (422, then 404).
 */
export const ID_PARAM = ':id(^\\d+$)';

/** SPEC §8 export texts. */
export const EXPORT_MESSAGES = {
  csvSuccess: (file: string) => `CSV exported successfully: ${file}`,
  invalidResponse: 'Invalid response from server',
  invalidData: 'Invalid response data',
  authRequired: 'Export failed: Authentication required. Please log in again.',
  failed: 'Failed to export members. Please try again.',
  processFailed: 'Failed to process the export...',
  pdfSuccess: (file: string) => `PDF exported successfully: ${file}`,
  pdfFailed: 'Failed to generate PDF. Please try again.',
} as const;

/** SPEC §5 CSV import client checks and §8 import texts. */
export const IMPORT_MESSAGES = {
  invalidType: 'Invalid file type. Only CSV files are allowed.',
  emptyFile: 'The selected file is empty. Please select a valid CSV file.',
  missingHeaders: 'CSV file appears to be missing required headers. Please check your file format.',
  readError: 'Error reading the file. Please try again.',
  failedPrefix: 'CSV import failed: ',
  networkFailure:
    'CSV import failed: Network error - cannot connect to server. Please ensure the backend server is running and try again.',
  htmlReply: 'Server returned HTML instead of JSON. Server might be in error state.',
  invalidJson: 'Invalid JSON response from server',
  serverError: (detail: string) => `Server error: ${detail}`,
  // Issue 18: a second import while one runs is refused at once instead of waiting on the first one's locks.
  alreadyRunning: 'An import is already running',
  tooSlow: (seconds: number) =>
    `The import took longer than ${seconds} seconds and was undone, so nothing was imported. Import the file in smaller parts.`,
  // Issue 15: an import never changes admin rights; a Role or Admin cell that asked for it is reported.
  roleNotApplied: (role: string) =>
    `Role '${role}' in the file was not applied: admin rights are given on the member's page`,
  summary: (imported: number, skipped: number, errors: number) =>
    `Import completed: ${imported} members imported, ${skipped} skipped (already exist), ${errors} errors occurred`,
} as const;

/** SPEC §8 import results dialog titles. */
export const IMPORT_RESULT_TITLES = {
  failed: 'Import Failed',
  withErrors: 'Completed with Errors',
  sharedEmails: 'Completed with Shared Emails',
  duplicates: 'Duplicate Emails Handled',
  updated: 'Records Updated',
  createdAndUpdated: 'Records Created and Updated',
  successful: 'Successful',
} as const;

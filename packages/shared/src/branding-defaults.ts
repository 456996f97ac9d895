/**
 * SPEC §9 defaults of what the login page and the loading screen show (the admin settings page's colour reading,
 * #EA3323). Apart from the schemas, so the web app's first script can use them without zod (issue 18).
 */
export const BRANDING_DEFAULTS = {
  club_name: 'Square Dance Club',
  club_subtitle: 'Dance Management System',
  club_color: '#EA3323',
  club_logo_url: '',
  club_logo_data: '',
};

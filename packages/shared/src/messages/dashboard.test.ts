import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, dashboardMessages } from './dashboard.js';

describe('the dashboard badges (issue 29)', () => {
  it('keep the SPEC’s English and read German for a German reader', () => {
    expect(DASHBOARD_MESSAGES.environments).toEqual({ development: 'DEV', preview: 'PREVIEW', production: 'PROD' });
    expect(DASHBOARD_MESSAGES.databaseConnected).toBe('Connected');
    expect(DASHBOARD_MESSAGES.operational).toBe('operational');
    const german = dashboardMessages('de');
    expect(german.environments).toEqual({ development: 'Entwicklung', preview: 'Vorschau', production: 'Live' });
    expect(german.databaseConnected).toBe('Verbunden');
    expect(german.databaseFailed).toBe('Keine Verbindung');
    expect(german.operational).toBe('in Betrieb');
  });
});

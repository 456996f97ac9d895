import { describe, expect, it } from 'vitest';
import { getClubLogoSrc } from './club-logo';

describe('getClubLogoSrc', () => {
  it('uses a data URL as stored', () => {
    expect(getClubLogoSrc({ club_logo_data: 'data:image/png;base64,AAAA', club_logo_url: '' })).toBe(
      'data:image/png;base64,AAAA',
    );
  });

  it('wraps bare base64 with the image type its first bytes name', () => {
    expect(getClubLogoSrc({ club_logo_data: 'iVBORw0KGgo', club_logo_url: '' })).toBe(
      'data:image/png;base64,iVBORw0KGgo',
    );
    expect(getClubLogoSrc({ club_logo_data: '/9j/4AAQ', club_logo_url: '' })).toBe('data:image/jpeg;base64,/9j/4AAQ');
  });

  it('falls back to the logo URL, then to none', () => {
    expect(getClubLogoSrc({ club_logo_data: '', club_logo_url: 'https://example.org/logo.png' })).toBe(
      'https://example.org/logo.png',
    );
    expect(getClubLogoSrc({ club_logo_data: ' ', club_logo_url: '' })).toBeNull();
  });
});

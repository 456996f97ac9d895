import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { findPageTrail, pageTitle } from './page-trail';

describe('the page trail', () => {
  it('is the sidebar entry of a page, nested pages included', () => {
    expect(findPageTrail(paths.members)).toMatchObject([{ label: 'Members', path: paths.members }]);
    expect(findPageTrail(`${paths.members}/12`)).toMatchObject([{ label: 'Members' }]);
    expect(findPageTrail('/no-such-page')).toEqual([]);
  });

  it('names the open Admin section after the Admin page, and nothing more for an unknown one', () => {
    expect(findPageTrail(paths.adminRota)).toMatchObject([
      { label: 'Admin', path: paths.admin },
      { label: 'Rota', path: paths.adminRota },
    ]);
    expect(findPageTrail(`${paths.admin}/no-such-section`)).toMatchObject([{ label: 'Admin' }]);
  });

  it("names the tab from the open page outwards, ending with the club's name once known", () => {
    expect(pageTitle(findPageTrail(paths.adminAudit), 'Hoedown Club')).toBe('Audit · Admin · Hoedown Club');
    expect(pageTitle(findPageTrail(paths.map), undefined)).toBe('Map');
  });
});

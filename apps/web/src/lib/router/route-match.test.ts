import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteDef } from './route-match';

const layout: RouteDef = { children: [] };
const home: RouteDef = { index: true };
const members: RouteDef = { path: '/members' };
const adminIndex: RouteDef = { index: true };
const adminClub: RouteDef = { path: '/admin/club' };
const admin: RouteDef = { path: '/admin', children: [adminIndex, adminClub] };
const login: RouteDef = { path: '/login' };
const notFound: RouteDef = { path: '*' };
layout.children = [home, members, admin];
const routes = [login, layout, notFound];

describe('matchRoutes', () => {
  it('draws a page inside the layouts above it', () => {
    expect(matchRoutes(routes, '/members')).toEqual([layout, members]);
    expect(matchRoutes(routes, '/login')).toEqual([login]);
  });

  it("opens a layout's index at its own path", () => {
    expect(matchRoutes(routes, '/')).toEqual([layout, home]);
    expect(matchRoutes(routes, '/admin')).toEqual([layout, admin, adminIndex]);
    expect(matchRoutes(routes, '/admin/club')).toEqual([layout, admin, adminClub]);
  });

  it('forgives a trailing slash and capitals, as the address bar does', () => {
    expect(matchRoutes(routes, '/Members/')).toEqual([layout, members]);
  });

  it('sends every other address to the catch-all, a section that does not exist included', () => {
    expect(matchRoutes(routes, '/admin/nonsense')).toEqual([notFound]);
    expect(matchRoutes(routes, '/members/3')).toEqual([notFound]);
    expect(matchRoutes([login], '/elsewhere')).toBeNull();
  });
});

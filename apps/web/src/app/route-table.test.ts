import { menuFor, NO_MENU_FACTS, rolesFor, type UserType } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { fillPath, idParamsOf, idsAreValid, ROUTE_TABLE, redirectForInvalidParam } from './route-table';
import { SCREENS } from './screens';

const spec = (path: string) => {
  const found = ROUTE_TABLE.find((route) => route.path === path);
  if (!found) throw new Error(path);
  return found;
};

describe('route table (SPEC §2.2)', () => {
  it.each([
    ['/profile', '/profile/general'],
    ['/vacancies', '/vacancies/internet'],
    ['/settings/organization', '/settings'],
    ['/dossiers/:dossierId/profile', '/dossiers/:dossierId/profile/general'],
    ['/vacancies/org/:resourceId?', '/vacancies/found/:resourceId?'],
  ])('%s redirects to %s', (path, target) => {
    expect(spec(path).redirect).toBe(target);
  });

  it.each([
    [{ tab: 'experience' }, null],
    [{ tab: 'interests' }, null],
    [{ tab: 'onzin' }, '/profile/general'],
  ])('a profile tab %o goes to %s', (params, expected) => {
    expect(redirectForInvalidParam(spec('/profile/:tab'), params)).toBe(expected);
  });

  it('sends an invalid dossier profile tab to general of the same dossier', () => {
    expect(redirectForInvalidParam(spec('/dossiers/:dossierId/profile/:tab'), { dossierId: 'd-1', tab: 'x' })).toBe(
      '/dossiers/d-1/profile/general',
    );
  });

  it('fills parameters into a redirect target', () => {
    expect(fillPath('/dossiers/:dossierId/profile/general', { dossierId: 'a b' })).toBe(
      '/dossiers/a%20b/profile/general',
    );
  });

  it('leaves out an optional parameter without a value, with its slash', () => {
    expect(fillPath('/vacancies/found/:resourceId?', {})).toBe('/vacancies/found');
    expect(fillPath('/vacancies/found/:resourceId?', { resourceId: 'v-1' })).toBe('/vacancies/found/v-1');
  });

  it('checks the id parameters of a path (SPEC §8 Geen id gevonden)', () => {
    const names = idParamsOf('/dossiers/:dossierId/vacancies/:tab/vacancies-explorer/:vacancyExplorerTab/:id?');
    expect(names).toEqual(['dossierId']);
    expect(idsAreValid(names, { dossierId: '123' })).toBe(false);
    expect(idsAreValid(names, { dossierId: '0b7a1c2e-3f4d-4a5b-8c6d-7e8f9a0b1c2d' })).toBe(true);
    expect(idsAreValid(idParamsOf('/showrooms/:showroomId?'), {})).toBe(true);
  });

  it('has no path twice', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('registers screens only for routes it knows', () => {
    const names = new Set(ROUTE_TABLE.map((route) => route.name));
    expect(Object.keys(SCREENS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('knows the route of every menu entry of every user type', () => {
    const names = new Set(ROUTE_TABLE.map((route) => route.name));
    const userTypes: UserType[] = ['client', 'contact', 'member', 'maintainer'];
    const rights = { administrator: true, accountManager: true, coach: true, canManageOtherCandidates: true };
    const screens = userTypes.flatMap((userType) =>
      menuFor(
        { userType, rights, roles: rolesFor(userType, rights), features: [] },
        { ...NO_MENU_FACTS, hasShowroom: true, organizationHasEmployersWithPublishedVacancies: true },
      ).flatMap((entry) => (entry.kind === 'route' && entry.screen ? [entry.screen] : [])),
    );
    expect(screens.filter((screen) => !names.has(screen))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { testActor as actor } from './policy-test-actor';
import { downloadPolicy, privacyPolicy } from './privacy.policy';

const candidate = actor('client', { dossierId: 'dossier-1' });

describe('privacyPolicy — exports, erasure and retention (AVG)', () => {
  it.each([
    { who: 'a candidate with a dossier', subject: candidate, own: true, any: false, request: true, erase: false },
    {
      who: 'an administrator',
      subject: actor('member', { rights: { administrator: true } }),
      own: false,
      any: true,
      request: true,
      erase: true,
    },
    { who: 'a maintainer', subject: actor('maintainer'), own: false, any: true, request: true, erase: true },
    {
      who: 'a coach who manages every dossier',
      subject: actor('member', { rights: { coach: true, canManageOtherCandidates: true } }),
      own: false,
      any: false,
      request: false,
      erase: false,
    },
    { who: 'an employer contact', subject: actor('contact'), own: false, any: false, request: false, erase: false },
  ])('$who', ({ subject, own, any, request, erase }) => {
    expect(privacyPolicy.exportOwnData(subject)).toBe(own);
    expect(privacyPolicy.exportDossierData(subject)).toBe(any);
    expect(privacyPolicy.requestExport(subject)).toBe(request);
    expect(privacyPolicy.erase(subject)).toBe(erase);
    expect(privacyPolicy.setRetention(subject)).toBe(erase);
  });
});

describe('downloadPolicy.own — only whoever asked', () => {
  it('reads their own download, not a colleague’s nor one of another organisation', () => {
    const admin = actor('member', { rights: { administrator: true } });
    expect(downloadPolicy.own(admin, { userContextId: 'context-1', organizationId: 'org-1' })).toBe(true);
    expect(downloadPolicy.own(admin, { userContextId: 'context-2', organizationId: 'org-1' })).toBe(false);
    expect(downloadPolicy.own(admin, { userContextId: 'context-1', organizationId: 'org-2' })).toBe(false);
  });
});

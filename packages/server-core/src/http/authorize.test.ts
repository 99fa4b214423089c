import { type Actor, NO_RIGHTS, organizationPolicy } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../jsonapi/errors';
import { authorize } from './authorize';

const actor: Actor = {
  userId: 'u',
  userContextId: 'c',
  userType: 'member',
  organizationId: 'org-1',
  rights: { ...NO_RIGHTS, coach: true },
  roles: ['coach'],
  features: [],
  teamMemberId: 't',
  dossierId: null,
  employerContactId: null,
  subscriptionActive: true,
  authenticationRequirementsMet: true,
};

describe('authorize', () => {
  it('passes when the policy allows', () => {
    expect(() => authorize(organizationPolicy.read, actor, { id: 'org-1' })).not.toThrow();
  });

  it('throws a Dutch 403 when the policy refuses', () => {
    try {
      authorize(organizationPolicy.read, actor, { id: 'org-2' });
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
      expect((error as ApiError).errors[0]?.detail).toBe('Je hebt geen toegang tot deze gegevens.');
    }
  });

  it('takes a policy over the actor alone without a resource, and a detail of its own', () => {
    expect(() => authorize((who) => who.rights.coach, actor)).not.toThrow();
    expect(() => authorize((who) => who.rights.administrator, actor, undefined, 'Alleen voor beheerders.')).toThrow(
      'Alleen voor beheerders.',
    );
  });
});

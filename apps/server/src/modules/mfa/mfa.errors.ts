import { createError } from '@koers/server-core/jsonapi/errors';

export const mfaErrors = {
  invalidNewCode: () =>
    createError({
      status: 422,
      code: 'mfa.invalid_code',
      detail: 'De code is onjuist of verlopen. Probeer de volgende code uit je app.',
      pointer: '/data/attributes/code',
    }),
  proofRequired: () =>
    createError({
      status: 422,
      code: 'mfa.proof_required',
      detail: 'Vul de code uit je huidige authenticator-app in, of een herstelcode.',
      pointer: '/data/attributes/code',
    }),
  invalidProof: (pointer: '/data/attributes/code' | '/data/attributes/recoveryCode') =>
    createError({
      status: 422,
      code: 'mfa.invalid_proof',
      detail:
        pointer === '/data/attributes/code'
          ? 'De code is onjuist, verlopen of al gebruikt. Probeer de volgende code uit je app.'
          : 'Deze herstelcode is onjuist of al gebruikt.',
      pointer,
    }),
  requiredByOrganization: (organizationName: string) =>
    createError({
      status: 422,
      code: 'mfa.required_by_organization',
      detail: `${organizationName} vereist tweestapsverificatie voor je account, dus uitschakelen kan niet. Je kunt wel een andere app instellen.`,
    }),
  notEnabled: () =>
    createError({
      status: 422,
      code: 'mfa.not_enabled',
      detail: 'Tweestapsverificatie staat niet aan.',
    }),
};

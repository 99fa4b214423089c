import { createError } from '@koers/server-core/jsonapi/errors';

export const identityProviderErrors = {
  secretRequired: () =>
    createError({
      status: 422,
      code: 'identity_provider.secret_required',
      detail: 'Vul het client-secret in dat de identity provider voor Koers heeft gemaakt.',
      pointer: '/data/attributes/clientSecret',
    }),
  httpsRequired: () =>
    createError({
      status: 422,
      code: 'identity_provider.https_required',
      detail: 'Gebruik een https-adres voor de issuer.',
      pointer: '/data/attributes/issuer',
    }),
  internalIssuer: () =>
    createError({
      status: 422,
      code: 'identity_provider.internal_issuer',
      detail:
        'Dit adres leidt naar een intern netwerk. Koers haalt daar niets op; vraag je leverancier om het adres toe te staan als de identity provider in jullie eigen netwerk staat.',
      pointer: '/data/attributes/issuer',
    }),
  discoveryFailed: (issuer: string) =>
    createError({
      status: 422,
      code: 'identity_provider.discovery_failed',
      detail: `Koers kon de OpenID Connect-gegevens van ${issuer} niet ophalen (/.well-known/openid-configuration). Controleer de issuer-URL.`,
      pointer: '/data/attributes/issuer',
    }),
  /** A `provider` requirement without a working provider of this organisation. */
  providerUnusable: () =>
    createError({
      status: 422,
      code: 'authentication_requirement.provider_unusable',
      detail:
        'Stel eerst een werkende identity provider in: Koers moet hem kunnen bereiken, anders kan niemand meer inloggen.',
      pointer: '/data/attributes/provider',
    }),
  notFound: () =>
    createError({ status: 404, code: 'identity_provider.not_found', detail: 'Deze identity provider bestaat niet.' }),
};

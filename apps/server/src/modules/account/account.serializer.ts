import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import type { AccountView, OwnSession } from './account.service';

/** Mijn account (one's own: nothing of it is an organisation's). */
export function serializeAccount(account: AccountView): Resource {
  return resource('accounts', account.id, {
    name: account.name,
    email: account.email,
    pendingEmail: account.pendingEmail
      ? { email: account.pendingEmail.email, expiresAt: account.pendingEmail.expiresAt.toISOString() }
      : null,
    mfaEnabled: account.mfaEnabled,
    recoveryCodesLeft: account.recoveryCodesLeft,
  });
}

/** One of one's own sessions: never its token, only what it looks like from outside. */
export function serializeOwnSession(session: OwnSession): Resource {
  return resource('account_sessions', session.id, {
    current: session.current,
    browser: session.device.browser,
    system: session.device.system,
    deviceKind: session.device.kind,
    ip: session.ip,
    addressKind: session.addressKind,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    mfaVerified: session.mfaVerified,
  });
}

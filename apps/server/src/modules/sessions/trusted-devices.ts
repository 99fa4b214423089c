import { generateToken, hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import type { FastifyReply } from 'fastify';
import { createTrustedDevicesRepository } from './trusted-devices.repository';

/** The cookie that marks a browser the person logged in from before (see `trustedDevices`). */
export const DEVICE_COOKIE = 'koers_device';
const DEVICE_COOKIE_DAYS = 365;
/** Devices kept per person; the least recently used go first. */
const DEVICES_PER_PERSON = 20;

/**
 * The stored hash of `token` when it is a trusted device of the account `email`, otherwise null
 * (no cookie, someone else's device, or one that was forgotten).
 */
export async function trustedDeviceKey(db: Db, token: string | undefined, email: string): Promise<string | null> {
  if (!token) return null;
  return createTrustedDevicesRepository(db).findForEmail(hashToken(token), email);
}

/**
 * After a login: the device is trusted from now on. Returns a new token for the cookie, or null
 * when the browser's device was trusted already (then only its last use is noted).
 */
export async function trustDevice(db: Db, userId: string, knownKey: string | null, now: Date): Promise<string | null> {
  const repository = createTrustedDevicesRepository(db);
  if (knownKey) {
    await repository.touch(knownKey, now);
    return null;
  }
  const token = generateToken();
  await repository.add(userId, hashToken(token), now, DEVICES_PER_PERSON);
  return token;
}

export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
}

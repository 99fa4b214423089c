import { SESSION_COOKIE } from '@koers/server-core/auth/actor-resolver';
import type { FastifyReply } from 'fastify';

export type CookieSettings = { secure: boolean; absoluteHours: number };

export function setSessionCookie(reply: FastifyReply, token: string, settings: CookieSettings): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: settings.absoluteHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' });
}

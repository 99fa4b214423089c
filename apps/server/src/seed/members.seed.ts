import { randomBytes } from 'node:crypto';
import { hashToken } from '@koers/server-core/auth/tokens';
import type { Db } from '@koers/server-core/db/database';
import { CANDIDATE_INVITATION_DAYS } from '@koers/shared';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/users/passwords';
import { candidateInvitations } from '../schema/candidate-invitations.table';
import { sessions } from '../schema/sessions.table';
import { teamMembers, userContexts } from '../schema/user-contexts.table';
import { users } from '../schema/users.table';
import { demoContextId, demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-people';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Colleagues of Werkpad beside the demo logins: one working, one invited, one whose link expired, one deactivated. */
const COLLEAGUES = [
  {
    key: 'femke',
    email: 'femke.smit@demo.koers.nl',
    name: 'Femke Smit',
    rights: { coach: true, accountManager: true },
    state: 'active',
  },
  {
    key: 'iris',
    email: 'iris.vermeulen@voorbeeld.nl',
    name: 'Iris Vermeulen',
    rights: { coach: true },
    state: 'invited',
  },
  {
    key: 'tom',
    email: 'tom.dejong@voorbeeld.nl',
    name: 'Tom de Jong',
    rights: { accountManager: true },
    state: 'invitationExpired',
  },
  {
    key: 'jeroen',
    email: 'jeroen.kok@demo.koers.nl',
    name: 'Jeroen Kok',
    rights: { coach: true },
    state: 'deactivated',
  },
] as const;

/** Where Sanne de Vries (beheerder@) is logged in besides the browser of whoever looks: Mijn account's devices. */
const OTHER_DEVICES = [
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ip: '145.97.12.34',
    startedHoursAgo: 5,
    lastSeenMinutesAgo: 25,
  },
  {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
    ip: '192.168.1.23',
    startedHoursAgo: 3,
    lastSeenMinutesAgo: 90,
  },
] as const;

/**
 * Collega's, Team and Mijn account: Werkpad's colleagues in every state (with the last time the
 * demo logins used Werkpad), and sessions of the administrator on other devices. The sessions'
 * tokens are random and thrown away: nobody can use them, they only show (and they end, like any
 * session, after SESSION_IDLE_MINUTES without use).
 */
export async function seedMembers(db: Db, now = new Date()): Promise<void> {
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [index, colleague] of COLLEAGUES.entries()) {
    const invited = colleague.state === 'invited' || colleague.state === 'invitationExpired';
    const userId = demoId(`user:${colleague.key}`);
    await db.insert(users).values({
      id: userId,
      email: colleague.email,
      name: colleague.name,
      passwordHash: invited ? null : passwordHash,
    });
    const teamMemberId = demoId(`team-member:${colleague.key}:werkpad`);
    await db.insert(teamMembers).values({ id: teamMemberId, organizationId, userId });
    await db.insert(userContexts).values({
      id: demoContextId(colleague.key, 'werkpad', 'member'),
      organizationId,
      userId,
      userType: 'member',
      rights: colleague.rights,
      teamMemberId,
      pendingSince: invited ? new Date(now.getTime() - (index + 2) * DAY_MS) : null,
      disabledAt: colleague.state === 'deactivated' ? new Date(now.getTime() - 12 * DAY_MS) : null,
      lastLoginAt: invited ? null : new Date(now.getTime() - (index + 1) * 26 * HOUR_MS),
    });
    if (invited) {
      const sentDaysAgo = colleague.state === 'invited' ? 2 : CANDIDATE_INVITATION_DAYS + 3;
      const sentAt = new Date(now.getTime() - sentDaysAgo * DAY_MS);
      await db.insert(candidateInvitations).values({
        organizationId,
        teamMemberId,
        userId,
        email: colleague.email,
        inviteeName: colleague.name,
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        createdAt: sentAt,
        expiresAt: new Date(sentAt.getTime() + CANDIDATE_INVITATION_DAYS * DAY_MS),
        sentByContextId: demoContextId('beheerder', 'werkpad', 'member'),
      });
    }
  }

  // The demo logins have worked in Werkpad before: Collega's and Team show when.
  for (const [index, person] of [
    'beheerder',
    'coach',
    'accountmanager',
    'accountmanager-ruben',
    'wisselaar',
  ].entries()) {
    await db
      .update(userContexts)
      .set({ lastLoginAt: new Date(now.getTime() - (index * 7 + 2) * HOUR_MS) })
      .where(eq(userContexts.id, demoContextId(person, 'werkpad', 'member')));
  }

  for (const device of OTHER_DEVICES) {
    const createdAt = new Date(now.getTime() - device.startedHoursAgo * HOUR_MS);
    await db.insert(sessions).values({
      userId: demoId('user:beheerder'),
      tokenHash: hashToken(randomBytes(32).toString('base64url')),
      createdAt,
      lastSeenAt: new Date(now.getTime() - device.lastSeenMinutesAgo * 60_000),
      expiresAt: new Date(createdAt.getTime() + 24 * HOUR_MS),
      ip: device.ip,
      userAgent: device.userAgent,
    });
  }
}

import type { Db } from '@koers/server-core/db/database';
import { hashPassword } from '../modules/users/passwords';
import { authenticationRequirements } from '../schema/authentication-requirements.table';
import { dossiers } from '../schema/dossiers.table';
import { employerContacts, employers } from '../schema/employers.table';
import { organizations, roleTypes } from '../schema/organizations.table';
import { themes } from '../schema/themes.table';
import { teamMembers, userContexts } from '../schema/user-contexts.table';
import { users } from '../schema/users.table';
import { demoId } from './demo-ids';
import { DEMO_DOSSIERS, DEMO_EMPLOYERS, DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';
import { demoThemeHost } from './demo-theme';

/** Organisations, people and their user contexts: the demo logins of the README. */
export async function seedFoundation(db: Db): Promise<void> {
  for (const organization of Object.values(DEMO_ORGANIZATIONS)) {
    await db.insert(organizations).values({
      id: demoId(organization.key),
      name: organization.name,
      subscriptionEndsOn: organization.subscriptionEndsOn,
      features: [...organization.features],
    });
  }

  await db.insert(themes).values({
    organizationId: demoId(DEMO_ORGANIZATIONS.werkpad.key),
    // The default port's host; every start moves it to its own port (followDemoThemeHost).
    host: demoThemeHost('http://localhost:3000'),
    palette: { primary: '#1F6F5C', secondary: '#F2A541' },
    userInterface: { organizationName: DEMO_ORGANIZATIONS.werkpad.name },
  });
  // Stroomlijn asks employer contacts for a second factor; the wall shows for them until they set one up.
  await db.insert(authenticationRequirements).values([
    {
      organizationId: demoId(DEMO_ORGANIZATIONS.stroomlijn.key),
      userType: 'contact',
      mfa: true,
    },
    // Werkpad admits employer contacts with an address of its own demo domain only (Beveiligingseisen
    // shows it to beheerder@demo; the demo's contacts meet it).
    {
      id: demoId('authentication-requirement:werkpad-contacts'),
      organizationId: demoId(DEMO_ORGANIZATIONS.werkpad.key),
      userType: 'contact',
      emailDomain: 'demo.koers.nl',
    },
  ]);

  for (const [key, dossier] of Object.entries(DEMO_DOSSIERS)) {
    await db.insert(dossiers).values({
      id: demoId(`dossier:${key}`),
      organizationId: demoId(DEMO_ORGANIZATIONS[dossier.organization].key),
      clientName: dossier.name,
      clientEmail: dossier.email,
    });
  }
  for (const [key, employer] of Object.entries(DEMO_EMPLOYERS)) {
    const organizationId = demoId(DEMO_ORGANIZATIONS[employer.organization].key);
    await db
      .insert(employers)
      .values({ id: demoId(`employer:${key}`), organizationId, name: employer.name, city: employer.city });
    await db.insert(employerContacts).values({
      id: demoId(`employer-contact:${key}`),
      organizationId,
      employerId: demoId(`employer:${key}`),
      ...employer.contact,
    });
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roleTypeIds = new Map<string, string>();
  for (const person of DEMO_PEOPLE) {
    const userId = demoId(`user:${person.key}`);
    await db.insert(users).values({ id: userId, email: person.email, name: person.name, passwordHash });
    for (const context of person.contexts) {
      const organizationId = demoId(DEMO_ORGANIZATIONS[context.organization].key);
      const contextId = demoId(`context:${person.key}:${context.organization}:${context.userType}`);
      if (context.userType === 'member') {
        const roleKey = `${context.organization}:${context.roleType}`;
        if (!roleTypeIds.has(roleKey)) {
          roleTypeIds.set(roleKey, demoId(`role-type:${roleKey}`));
          await db
            .insert(roleTypes)
            .values({ id: demoId(`role-type:${roleKey}`), organizationId, name: context.roleType });
        }
        const teamMemberId = demoId(`team-member:${person.key}:${context.organization}`);
        await db.insert(teamMembers).values({ id: teamMemberId, organizationId, userId });
        await db.insert(userContexts).values({
          id: contextId,
          organizationId,
          userId,
          userType: 'member',
          rights: context.rights,
          roleTypeId: roleTypeIds.get(roleKey) ?? null,
          teamMemberId,
        });
      } else if (context.userType === 'client') {
        await db.insert(userContexts).values({
          id: contextId,
          organizationId,
          userId,
          userType: 'client',
          dossierId: demoId(`dossier:${context.dossier}`),
        });
      } else if (context.userType === 'contact') {
        await db.insert(userContexts).values({
          id: contextId,
          organizationId,
          userId,
          userType: 'contact',
          employerContactId: demoId(`employer-contact:${context.employer}`),
        });
      } else {
        await db.insert(userContexts).values({ id: contextId, organizationId, userId, userType: 'maintainer' });
      }
    }
  }
}

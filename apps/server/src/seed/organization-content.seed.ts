import type { Db } from '@koers/server-core/db/database';
import { hashPassword } from '../modules/users/passwords';
import { customMenuItems } from '../schema/custom-menu-items.table';
import { customPages } from '../schema/custom-pages.table';
import { employerContacts, employers } from '../schema/employers.table';
import { onboardingSteps, onboardings, onboardingTypes } from '../schema/onboardings.table';
import { userContexts } from '../schema/user-contexts.table';
import { users } from '../schema/users.table';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-people';

const werkpad = demoId(DEMO_ORGANIZATIONS.werkpad.key);
const stroomlijn = demoId(DEMO_ORGANIZATIONS.stroomlijn.key);
const NO_ROLES = { accountManager: false, administrator: false, client: false, coach: false, contact: false };
const STAFF = { ...NO_ROLES, accountManager: true, administrator: true, coach: true };

/** The login that meets Stroomlijn's MFA demand on employer contacts: the extra-security wall. */
export const DEMO_WALLED_CONTACT = {
  email: 'werkgever@stroomlijn.demo.koers.nl',
  name: 'Jeroen de Wit',
} as const;

async function onboardingType(
  db: Db,
  organizationId: string,
  key: string,
  name: string,
  steps: Array<[string, string]>,
) {
  const id = demoId(`onboarding-type:${key}`);
  await db.insert(onboardingTypes).values({ id, organizationId, name });
  for (const [index, [title, body]] of steps.entries()) {
    await db.insert(onboardingSteps).values({
      id: demoId(`onboarding-step:${key}:${index + 1}`),
      organizationId,
      onboardingTypeId: id,
      position: index + 1,
      title,
      body,
    });
  }
  return id;
}

/**
 * What organisations configure for their people: pages, menu links, onboardings, and the
 * Stroomlijn employer contact who meets the extra-security wall.
 */
export async function seedOrganizationContent(db: Db): Promise<void> {
  await db.insert(customPages).values([
    {
      id: demoId('custom-page:werkpad:over'),
      organizationId: werkpad,
      position: 1,
      title: 'Over Werkpad Re-integratie',
      body: 'Werkpad Re-integratie helpt mensen in Midden-Nederland aan passend werk. Je jobcoach kijkt samen met jou naar wat je kunt en wilt, en zoekt werkgevers die daarbij passen.\n\nOnze kantoren in Utrecht en Amersfoort zijn open op werkdagen van 8.30 tot 17.00 uur. Bel voor een afspraak met 030 123 45 67.',
      ...NO_ROLES,
      client: true,
      contact: true,
    },
    {
      id: demoId('custom-page:werkpad:werkwijze'),
      organizationId: werkpad,
      position: 2,
      title: 'Werkwijze en afspraken',
      body: 'Een nieuw dossier krijgt binnen vijf werkdagen een intakegesprek. Leg na elk gesprek de afspraken vast in het dossier.\n\nVacatures van werkgevers uit ons netwerk gaan eerst naar de accountmanager. Stem een voorstel aan een kandidaat af met de accountmanager van de werkgever.',
      ...STAFF,
    },
    {
      id: demoId('custom-page:stroomlijn:welkom'),
      organizationId: stroomlijn,
      position: 1,
      title: 'Welkom bij Stroomlijn',
      body: 'Stroomlijn Loopbaanadvies begeleidt je bij de volgende stap in je loopbaan. Je loopbaanadviseur neemt binnen een week contact met je op.',
      ...NO_ROLES,
      client: true,
    },
  ]);

  await db.insert(customMenuItems).values([
    {
      id: demoId('custom-menu-item:werkpad:werknl'),
      organizationId: werkpad,
      position: 1,
      text: 'Werk.nl',
      url: 'https://www.werk.nl',
      ...NO_ROLES,
      client: true,
    },
    {
      id: demoId('custom-menu-item:werkpad:uwv'),
      organizationId: werkpad,
      position: 2,
      text: 'UWV voor professionals',
      url: 'https://www.uwv.nl',
      ...STAFF,
    },
  ]);

  await onboardingType(db, werkpad, 'werkpad:welkom', 'Welkom bij Werkpad', [
    [
      'Fijn dat je er bent',
      'In Koers vind je alles over je traject bij Werkpad: je profiel, vacatures en je berichten met je jobcoach.',
    ],
    [
      'Je profiel',
      'Vul je profiel aan met je werkervaring, opleidingen en wat je leuk vindt. Hoe vollediger, hoe beter we passende vacatures vinden.',
    ],
    ['Vacatures', 'Bewaar vacatures die je aanspreken. Je jobcoach ziet ze ook en kan je helpen met solliciteren.'],
  ]);
  await db.insert(onboardings).values({
    id: demoId('onboarding:daan-bakker'),
    organizationId: werkpad,
    dossierId: demoId('dossier:daan-bakker'),
    onboardingTypeId: demoId('onboarding-type:werkpad:welkom'),
    completedAt: new Date('2026-01-12T09:30:00Z'),
  });
  // Fatima has not started yet: after login she is taken through the onboarding first.
  await onboardingType(db, stroomlijn, 'stroomlijn:kennismaking', 'Kennismaking met Stroomlijn', [
    ['Welkom', 'Welkom bij Stroomlijn Loopbaanadvies. In een paar stappen laten we zien hoe Koers je helpt.'],
    [
      'Je loopbaanadviseur',
      'Je loopbaanadviseur ziet wat je in Koers invult en neemt contact met je op voor een eerste gesprek.',
    ],
    ['Aan de slag', 'Begin met je profiel en verken beroepen die bij je passen.'],
  ]);
  await db.insert(onboardings).values({
    id: demoId('onboarding:fatima-ouali'),
    organizationId: stroomlijn,
    dossierId: demoId('dossier:fatima-ouali'),
    onboardingTypeId: demoId('onboarding-type:stroomlijn:kennismaking'),
  });

  const employerId = demoId('employer:installatiebedrijf-de-wit');
  const contactId = demoId('employer-contact:installatiebedrijf-de-wit');
  const userId = demoId('user:stroomlijn-werkgever');
  await db
    .insert(employers)
    .values({ id: employerId, organizationId: stroomlijn, name: 'Installatiebedrijf De Wit', city: 'Zwolle' });
  await db.insert(employerContacts).values({
    id: contactId,
    organizationId: stroomlijn,
    employerId,
    name: DEMO_WALLED_CONTACT.name,
    email: DEMO_WALLED_CONTACT.email,
    phone: '038 765 43 21',
  });
  await db.insert(users).values({
    id: userId,
    email: DEMO_WALLED_CONTACT.email,
    name: DEMO_WALLED_CONTACT.name,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  await db.insert(userContexts).values({
    id: demoId('context:stroomlijn-werkgever:stroomlijn:contact'),
    organizationId: stroomlijn,
    userId,
    userType: 'contact',
    employerContactId: contactId,
  });
}

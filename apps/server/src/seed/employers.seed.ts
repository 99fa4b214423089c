import type { Db } from '@koers/server-core/db/database';
import { eq } from 'drizzle-orm';
import { employerAccountManagers, employerContacts, employers } from '../schema/employers.table';
import { internalVacancies } from '../schema/internal-vacancies.table';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

type VacancyState = 'published' | 'upcoming' | 'expired' | 'closed' | 'draft';

type DemoEmployer = {
  key: string;
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  nationalId: string;
  websiteUrl: string | null;
  archived?: boolean;
  /** Demo person key of the primary account manager, and of further ones. */
  primary: 'accountmanager' | 'accountmanager-ruben' | null;
  others: Array<'accountmanager' | 'accountmanager-ruben'>;
  contacts: Array<{ key: string; name: string; email: string; phone: string }>;
  /** `contact`: the key of another contact of the employer than the first (the demo contact login's). */
  vacancies: Array<{ title: string; state: VacancyState; hoursMin: number; hoursMax: number; contact?: string }>;
};

/**
 * Werkpad's employer relations: every view (active, archived, published), the expired filter and
 * each account-manager filter (none, no primary, Lotte, Ruben) shows something.
 */
export const DEMO_EMPLOYER_RELATIONS: DemoEmployer[] = [
  {
    key: 'bouwbedrijf-van-dijk',
    name: 'Bouwbedrijf Van Dijk',
    street: 'Europalaan',
    houseNumber: '40',
    postalCode: '3526 KS',
    city: 'Utrecht',
    nationalId: '30123456',
    websiteUrl: 'https://www.bouwbedrijfvandijk.nl',
    primary: 'accountmanager',
    others: ['accountmanager-ruben'],
    contacts: [
      {
        key: 'bouwbedrijf-van-dijk-2',
        name: 'Henk van Dijk',
        email: 'henk@bouwbedrijfvandijk.nl',
        phone: '030 234 56 70',
      },
    ],
    vacancies: [
      { title: 'Timmerman', state: 'published', hoursMin: 32, hoursMax: 40 },
      // Through Eva Visser, who uses Koers: her contact card offers 'Gesprek starten'.
      { title: 'Hulpmonteur bouw', state: 'published', hoursMin: 24, hoursMax: 36, contact: 'bouwbedrijf-van-dijk' },
      { title: 'Uitvoerder', state: 'expired', hoursMin: 36, hoursMax: 40 },
      { title: 'Werkvoorbereider', state: 'upcoming', hoursMin: 32, hoursMax: 40 },
    ],
  },
  {
    key: 'zorggroep-de-linde',
    name: 'Zorggroep De Linde',
    street: 'Lindelaan',
    houseNumber: '2',
    postalCode: '3431 AB',
    city: 'Nieuwegein',
    nationalId: '30234567',
    websiteUrl: 'https://www.zorggroepdelinde.nl',
    primary: 'accountmanager',
    others: [],
    contacts: [
      { key: 'zorggroep-de-linde', name: 'Marieke Smit', email: 'm.smit@zorggroepdelinde.nl', phone: '030 600 11 22' },
    ],
    vacancies: [
      { title: 'Helpende zorg en welzijn', state: 'published', hoursMin: 16, hoursMax: 28 },
      { title: 'Gastvrouw restaurant', state: 'published', hoursMin: 12, hoursMax: 20 },
      { title: 'Medewerker huishouding', state: 'published', hoursMin: 16, hoursMax: 24 },
    ],
  },
  {
    key: 'albert-heijn-lombok',
    name: 'Albert Heijn Lombok',
    street: 'Kanaalstraat',
    houseNumber: '120',
    postalCode: '3531 CK',
    city: 'Utrecht',
    nationalId: '30345678',
    websiteUrl: null,
    primary: 'accountmanager-ruben',
    others: ['accountmanager'],
    contacts: [
      {
        key: 'albert-heijn-lombok',
        name: 'Youssef Amrani',
        email: 'filiaal.lombok@example.nl',
        phone: '030 293 44 55',
      },
    ],
    vacancies: [
      { title: 'Vakkenvuller', state: 'published', hoursMin: 12, hoursMax: 24 },
      { title: 'Kassamedewerker', state: 'closed', hoursMin: 8, hoursMax: 16 },
    ],
  },
  {
    key: 'logistiek-centrum-nieuwegein',
    name: 'Logistiek Centrum Nieuwegein',
    street: 'Het Klooster',
    houseNumber: '15',
    postalCode: '3437 JX',
    city: 'Nieuwegein',
    nationalId: '30456789',
    websiteUrl: 'https://www.lcnieuwegein.nl',
    primary: 'accountmanager-ruben',
    others: [],
    contacts: [
      {
        key: 'logistiek-centrum-nieuwegein',
        name: 'Peter Kok',
        email: 'p.kok@lcnieuwegein.nl',
        phone: '030 630 20 20',
      },
      {
        key: 'logistiek-centrum-nieuwegein-2',
        name: 'Sandra de Groot',
        email: 's.degroot@lcnieuwegein.nl',
        phone: '030 630 20 21',
      },
    ],
    vacancies: [
      { title: 'Orderpicker', state: 'published', hoursMin: 32, hoursMax: 40 },
      { title: 'Heftruckchauffeur', state: 'expired', hoursMin: 38, hoursMax: 40 },
      { title: 'Magazijnmedewerker', state: 'draft', hoursMin: 24, hoursMax: 40 },
    ],
  },
  {
    key: 'gemeente-houten',
    name: 'Gemeente Houten',
    street: 'Onderdoor',
    houseNumber: '25',
    postalCode: '3995 DW',
    city: 'Houten',
    nationalId: '30567890',
    websiteUrl: 'https://www.houten.nl',
    primary: null,
    others: ['accountmanager'],
    contacts: [{ key: 'gemeente-houten', name: 'Annemiek Bos', email: 'a.bos@houten.nl', phone: '030 639 28 00' }],
    vacancies: [{ title: 'Medewerker groenvoorziening', state: 'upcoming', hoursMin: 32, hoursMax: 36 }],
  },
  {
    key: 'schoonmaakbedrijf-glans',
    name: 'Schoonmaakbedrijf Glans',
    street: 'Vanadiumweg',
    houseNumber: '11b',
    postalCode: '3812 PX',
    city: 'Amersfoort',
    nationalId: '32123456',
    websiteUrl: null,
    primary: null,
    others: [],
    contacts: [
      { key: 'schoonmaakbedrijf-glans', name: 'Linda Meijer', email: 'info@glans.example.nl', phone: '033 456 78 90' },
    ],
    vacancies: [{ title: 'Schoonmaker kantoren', state: 'expired', hoursMin: 10, hoursMax: 20 }],
  },
  {
    key: 'hotel-de-wereld',
    name: 'Hotel De Wereld',
    street: 'Stationsplein',
    houseNumber: '4',
    postalCode: '6711 PE',
    city: 'Ede',
    nationalId: '09123456',
    websiteUrl: 'https://www.hoteldewereld.nl',
    primary: 'accountmanager',
    others: [],
    contacts: [
      { key: 'hotel-de-wereld', name: 'Kees Verhoeven', email: 'kees@hoteldewereld.nl', phone: '0318 123 456' },
    ],
    vacancies: [
      { title: 'Medewerker bediening', state: 'published', hoursMin: 20, hoursMax: 32 },
      { title: 'Kok', state: 'published', hoursMin: 32, hoursMax: 40 },
    ],
  },
  {
    key: 'drukkerij-print-en-co',
    name: 'Drukkerij Print & Co',
    street: 'Atoomweg',
    houseNumber: '63',
    postalCode: '3542 AA',
    city: 'Utrecht',
    nationalId: '30678901',
    websiteUrl: null,
    archived: true,
    primary: 'accountmanager',
    others: [],
    contacts: [
      { key: 'drukkerij-print-en-co', name: 'Wim Jacobs', email: 'wim@printenco.example.nl', phone: '030 241 00 00' },
    ],
    vacancies: [{ title: 'Productiemedewerker drukkerij', state: 'expired', hoursMin: 32, hoursMax: 40 }],
  },
  {
    key: 'fietsenmaker-trap-op',
    name: 'Fietsenmaker Trap Op',
    street: 'Voorstraat',
    houseNumber: '88',
    postalCode: '3512 AV',
    city: 'Utrecht',
    nationalId: '30789012',
    websiteUrl: null,
    archived: true,
    primary: null,
    others: [],
    contacts: [],
    vacancies: [],
  },
];

const DAY = 86_400_000;

function window(state: VacancyState, index: number, now: number) {
  switch (state) {
    case 'published':
      return {
        startsAt: new Date(now - (5 + index) * DAY),
        endsAt: new Date(now + (30 + index) * DAY),
        closedAt: null,
      };
    case 'upcoming':
      return { startsAt: new Date(now + 7 * DAY), endsAt: new Date(now + 60 * DAY), closedAt: null };
    case 'expired':
      return { startsAt: new Date(now - 70 * DAY), endsAt: new Date(now - (3 + index) * DAY), closedAt: null };
    case 'closed':
      return {
        startsAt: new Date(now - 20 * DAY),
        endsAt: new Date(now + 20 * DAY),
        closedAt: new Date(now - 2 * DAY),
      };
    case 'draft':
      return { startsAt: null, endsAt: null, closedAt: null };
  }
}

/** Employers with address and KvK number, contacts, account managers and internal vacancies in every state. */
export async function seedEmployers(db: Db, now = Date.now()): Promise<void> {
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  for (const relation of DEMO_EMPLOYER_RELATIONS) {
    const id = demoId(`employer:${relation.key}`);
    const values = {
      name: relation.name,
      street: relation.street,
      houseNumber: relation.houseNumber,
      postalCode: relation.postalCode,
      city: relation.city,
      nationalId: relation.nationalId,
      websiteUrl: relation.websiteUrl,
      archivedAt: relation.archived ? new Date(now - 30 * DAY) : null,
    };
    // The employer of the demo contact login exists since the foundation step.
    const [existing] = await db.select({ id: employers.id }).from(employers).where(eq(employers.id, id));
    if (existing) await db.update(employers).set(values).where(eq(employers.id, id));
    else await db.insert(employers).values({ id, organizationId, ...values });
    for (const contact of relation.contacts) {
      await db.insert(employerContacts).values({
        id: demoId(`employer-contact:${contact.key}`),
        organizationId,
        employerId: id,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
      });
    }
    const teamMember = (key: string) => demoId(`team-member:${key}:werkpad`);
    if (relation.primary) {
      await db
        .insert(employerAccountManagers)
        .values({ organizationId, employerId: id, teamMemberId: teamMember(relation.primary), primary: true });
    }
    for (const other of relation.others) {
      await db
        .insert(employerAccountManagers)
        .values({ organizationId, employerId: id, teamMemberId: teamMember(other) });
    }
    const contactId = relation.contacts[0]
      ? demoId(`employer-contact:${relation.contacts[0].key}`)
      : relation.key === 'bouwbedrijf-van-dijk'
        ? demoId('employer-contact:bouwbedrijf-van-dijk')
        : null;
    for (const [index, vacancy] of relation.vacancies.entries()) {
      await db.insert(internalVacancies).values({
        id: demoId(`internal-vacancy:${relation.key}:${index}`),
        organizationId,
        employerId: id,
        contactId: vacancy.contact ? demoId(`employer-contact:${vacancy.contact}`) : contactId,
        accountManagerId: relation.primary ? teamMember(relation.primary) : null,
        title: vacancy.title,
        hoursMin: vacancy.hoursMin,
        hoursMax: vacancy.hoursMax,
        postalCode: relation.postalCode,
        city: relation.city,
        ...window(vacancy.state, index, now),
      });
    }
  }
}

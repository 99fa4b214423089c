import type { Db } from '@koers/server-core/db/database';
import { and, eq, isNull } from 'drizzle-orm';
import { customFields, customFieldValues } from '../schema/custom-fields.table';
import { internalVacancies } from '../schema/internal-vacancies.table';
import { savedVacancies, vacancyActivities, vacancyStates } from '../schema/saved-vacancies.table';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';
import { DEMO_EMPLOYER_RELATIONS } from './employers.seed';

const DAY_MS = 86_400_000;

/** The demo key of Werkpad's vacancy custom field 'Dienstverband' (its explorer filters on it). */
export const DEMO_VACANCY_CONTRACT_FIELD = 'custom-field:werkpad:vacature-dienstverband';
const COACH_CONTEXT = 'context:coach:werkpad:member';

/** Where the demo employers are (their postal code's place), for the map and distance. */
const PLACES: Record<string, { lat: number; lon: number }> = {
  Utrecht: { lat: 52.0907, lon: 5.1214 },
  Nieuwegein: { lat: 52.0292, lon: 5.0806 },
  Houten: { lat: 52.0286, lon: 5.1681 },
  Amersfoort: { lat: 52.1561, lon: 5.3878 },
  Ede: { lat: 52.0402, lon: 5.6649 },
};

/**
 * The occupation of each demo vacancy title — an authored fallback occupation of the vacancies
 * service (its code and label, apps/vacancies/src/authored/occupations) — with the education
 * level and tasks. The occupation's id is the vacancies service's; the composition links it
 * (`linkDemoVacancyOccupations`), so the job-title popover, the description draft and the match
 * work on the demo vacancies.
 */
const PROFILES: Record<string, { code: string; label: string; education: string; tasks: string[] }> = {
  Timmerman: {
    code: '7115.K1',
    label: 'Timmerman',
    education: 'mbo2',
    tasks: [
      'Bekistingen en kozijnen maken en plaatsen',
      'Werken op nieuwbouwprojecten in de regio',
      'Samenwerken met metselaars en installateurs',
    ],
  },
  'Hulpmonteur bouw': {
    code: '7126.K1',
    label: 'Monteur installatietechniek',
    education: 'mbo1',
    tasks: [
      'Materiaal klaarzetten en aangeven',
      'Meehelpen met montage op de bouwplaats',
      'De bouwplaats netjes en veilig houden',
    ],
  },
  Uitvoerder: {
    code: '3123.K1',
    label: 'Uitvoerder bouw',
    education: 'mbo4',
    tasks: ['Leiding geven op de bouwplaats', 'Planning en veiligheid bewaken', 'Overleggen met opdrachtgevers'],
  },
  Werkvoorbereider: {
    code: '3112.K1',
    label: 'Werkvoorbereider',
    education: 'hbo',
    tasks: ['Tekeningen en calculaties voorbereiden', 'Materiaal en onderaannemers inplannen'],
  },
  'Helpende zorg en welzijn': {
    code: '5322.K1',
    label: 'Thuiszorgmedewerker',
    education: 'mbo2',
    tasks: ['Bewoners helpen bij de dagelijkse verzorging', 'Activiteiten begeleiden', 'Maaltijden rondbrengen'],
  },
  'Gastvrouw restaurant': {
    code: '5131.K1',
    label: 'Medewerker bediening',
    education: 'vmbo',
    tasks: ['Gasten ontvangen en bedienen', 'Koffie en maaltijden serveren'],
  },
  'Medewerker huishouding': {
    code: '9112.K1',
    label: 'Schoonmaakmedewerker',
    education: 'niet_van_toepassing',
    tasks: ['Kamers en gemeenschappelijke ruimtes schoonmaken', 'Was verzorgen'],
  },
  Vakkenvuller: {
    code: '9334.K1',
    label: 'Vakkenvuller',
    education: 'niet_van_toepassing',
    tasks: ['Vakken vullen en spiegelen', 'Klanten de weg wijzen'],
  },
  Kassamedewerker: {
    code: '5230.K1',
    label: 'Kassamedewerker',
    education: 'vmbo',
    tasks: ['Afrekenen met klanten', 'De kassa opmaken'],
  },
  Orderpicker: {
    code: '9333.K1',
    label: 'Orderpicker',
    education: 'vmbo',
    tasks: ['Orders verzamelen met de scanner', 'Zendingen klaarmaken voor transport'],
  },
  Heftruckchauffeur: {
    code: '8344.K1',
    label: 'Heftruckchauffeur',
    education: 'mbo2',
    tasks: ['Goederen laden en lossen', 'Voorraad in het magazijn verplaatsen'],
  },
  Magazijnmedewerker: {
    code: '4321.K1',
    label: 'Magazijnmedewerker',
    education: 'mbo2',
    tasks: ['Goederen ontvangen en controleren', 'Voorraad bijhouden'],
  },
  'Medewerker groenvoorziening': {
    code: '6113.K1',
    label: 'Hovenier',
    education: 'mbo2',
    tasks: ['Plantsoenen en parken onderhouden', 'Snoeien en maaien'],
  },
  'Schoonmaker kantoren': {
    code: '9112.K1',
    label: 'Schoonmaakmedewerker',
    education: 'niet_van_toepassing',
    tasks: ['Kantoren schoonmaken in de avond'],
  },
  'Medewerker bediening': {
    code: '5131.K1',
    label: 'Medewerker bediening',
    education: 'vmbo',
    tasks: ['Gasten bedienen in restaurant en bar', 'Tafels dekken en afruimen'],
  },
  Kok: {
    code: '5120.K1',
    label: 'Kok',
    education: 'mbo3',
    tasks: ['Gerechten bereiden volgens de kaart', 'Mise-en-place en hygiëne bewaken'],
  },
  'Productiemedewerker drukkerij': {
    code: '9329.K1',
    label: 'Productiemedewerker',
    education: 'mbo2',
    tasks: ['Drukpersen bedienen', 'Drukwerk controleren en inpakken'],
  },
};

/** The occupation codes of the demo vacancies, for the composition to look up in the vacancies service. */
export const DEMO_VACANCY_OCCUPATION_CODES = [...new Set(Object.values(PROFILES).map((profile) => profile.code))];

/**
 * The demo employers as the internet knows them (KvK number, address, the occupations of their
 * vacancies), for the vacancies service's demo corpus: the composition hands them over, so that
 * each demo employer's 'Vacatures op internet' finds its own ads.
 */
export const DEMO_INTERNET_EMPLOYERS = DEMO_EMPLOYER_RELATIONS.filter((relation) => !relation.archived).map(
  (relation) => ({
    name: relation.name,
    cocNumber: relation.nationalId,
    city: relation.city,
    street: `${relation.street} ${relation.houseNumber}`,
    postalCode: relation.postalCode,
    websiteUrl: relation.websiteUrl,
    occupationCodes: [...new Set(relation.vacancies.flatMap((vacancy) => PROFILES[vacancy.title]?.code ?? []))],
  }),
);

/**
 * Gives the demo vacancies the vacancies service's id of their occupation (found by the
 * composition by code; the main backend never reads that service), and its label as it is there.
 * Only the demo organisation's vacancies that have a code and no id yet are touched.
 */
export async function linkDemoVacancyOccupations(
  db: Db,
  jobTitles: Array<{ id: string; code: string; label: string }>,
): Promise<void> {
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  for (const jobTitle of jobTitles) {
    await db
      .update(internalVacancies)
      .set({ jobTitleId: jobTitle.id, jobTitleLabel: jobTitle.label })
      .where(
        and(
          eq(internalVacancies.organizationId, organizationId),
          eq(internalVacancies.jobTitleCode, jobTitle.code),
          isNull(internalVacancies.jobTitleId),
        ),
      );
  }
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function description(title: string, employer: string, city: string, tasks: string[]): string {
  return [
    `<p>${escapeHtml(employer)} zoekt een ${escapeHtml(title.toLowerCase())} in ${escapeHtml(city)}. Via Werkpad maken we graag kennis met kandidaten die willen groeien.</p>`,
    '<h3>Wat ga je doen?</h3>',
    `<ul>${tasks.map((task) => `<li>${escapeHtml(task)}</li>`).join('')}</ul>`,
    '<h3>Wat bieden wij?</h3>',
    '<ul><li>Een goede inwerkperiode met een vaste collega</li><li>Een contract met uitzicht op meer</li></ul>',
  ].join('');
}

/**
 * Internal vacancies as the account managers fill them in (issue 20.10): occupation, education,
 * description, coordinates, contact through employer or account manager, the organisation's
 * vacancy custom fields with values, and proposals to candidates — Daan Bakker among them — so
 * Vacatures Beheren, the employer's page and the contact's candidate view show something.
 */
export async function seedInternalVacancies(db: Db, now = Date.now()): Promise<void> {
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  const driving = demoId('custom-field:werkpad:vacature-rijbewijs');
  const contract = demoId(DEMO_VACANCY_CONTRACT_FIELD);
  await db.insert(customFields).values([
    {
      id: contract,
      organizationId,
      resourceType: 'vacancy',
      label: 'Dienstverband',
      icon: 'Work',
      fieldType: 'select',
      options: ['Vast', 'Tijdelijk met uitzicht op vast', 'Tijdelijk', 'Leer-werkbaan'],
      position: 0,
    },
    {
      id: driving,
      organizationId,
      resourceType: 'vacancy',
      label: 'Rijbewijs nodig',
      icon: 'DirectionsCar',
      fieldType: 'boolean',
      options: [],
      position: 1,
    },
  ]);

  for (const relation of DEMO_EMPLOYER_RELATIONS) {
    for (const [index, vacancy] of relation.vacancies.entries()) {
      const id = demoId(`internal-vacancy:${relation.key}:${index}`);
      const profile = PROFILES[vacancy.title];
      await db
        .update(internalVacancies)
        .set({
          jobTitleCode: profile?.code ?? null,
          jobTitleLabel: profile?.label ?? null,
          educationLevelCode: profile?.education ?? null,
          description: description(vacancy.title, relation.name, relation.city, profile?.tasks ?? []),
          latitude: PLACES[relation.city]?.lat ?? null,
          longitude: PLACES[relation.city]?.lon ?? null,
          // The care home lets candidates go through the account manager; the others through their contact.
          contactThrough: relation.key === 'zorggroep-de-linde' ? 'account_manager' : 'employer',
        })
        .where(eq(internalVacancies.id, id));
      await db.insert(customFieldValues).values([
        {
          organizationId,
          customFieldId: contract,
          resourceId: id,
          value: index === 0 ? 'Tijdelijk met uitzicht op vast' : index % 2 === 0 ? 'Vast' : 'Tijdelijk',
        },
        ...(['bouwbedrijf-van-dijk', 'logistiek-centrum-nieuwegein', 'gemeente-houten'].includes(relation.key)
          ? [{ organizationId, customFieldId: driving, resourceId: id, value: index === 0 ? 'true' : 'false' }]
          : []),
      ]);
    }
  }

  // The coach proposed Bouwbedrijf Van Dijk's Timmerman to Daan Bakker and Mohamed El Idrissi,
  // and its Hulpmonteur to three more (which Eva Visser answers: employer-answers.seed).
  const [suggested] = await db.select().from(vacancyStates).where(eq(vacancyStates.code, 'suggested'));
  if (!suggested) throw new Error('vacaturestatus suggested ontbreekt');
  const proposals = [
    ...['daan-bakker', 'mohamed-el-idrissi'].map((key, position) => ({ key, vacancy: 0, daysAgo: 3 + position })),
    ...['fleur-visser', 'naima-bouzid', 'ahmad-rahimi'].map((key, position) => ({
      key,
      vacancy: 1,
      daysAgo: 12 + position,
    })),
  ];
  for (const { key, vacancy, daysAgo } of proposals) {
    const vacancyId = demoId(`internal-vacancy:bouwbedrijf-van-dijk:${vacancy}`);
    const at = new Date(now - daysAgo * DAY_MS);
    const id = demoId(`saved-vacancy:internal:${key}`);
    await db.insert(savedVacancies).values({
      id,
      organizationId,
      dossierId: demoId(`dossier:${key}`),
      vacancyType: 'InternalVacancy',
      vacancyId,
      vacancyStateId: suggested.id,
      createdByContextId: demoId(COACH_CONTEXT),
      createdAt: at,
      updatedAt: at,
    });
    await db.insert(vacancyActivities).values({
      id: demoId(`vacancy-activity:internal:${key}`),
      organizationId,
      savedVacancyId: id,
      action: 'create',
      eventAt: at,
      toStateId: suggested.id,
      actorContextId: demoId(COACH_CONTEXT),
      createdAt: at,
      updatedAt: at,
    });
  }
}

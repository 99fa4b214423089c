import { EDUCATION_LEVELS, ORGANIZATION_SIZES, PROVINCES, SECTORS } from '@koers/shared';
import { formatDate } from '@koers/shared/calendar';
import type { AuthoredOccupation, HoursProfile } from '../authored/occupations';
import { slugify } from '../lib/text';
import type { GeneratedEmployer, GeneratedPlace } from './corpus-generator';
import { FAMILY_MATERIAL, FIRST_NAMES, JOB_BOARDS, SURNAMES } from './families';
import type { Random } from './random';

export type GeneratedJob = {
  number: number;
  occupation: AuthoredOccupation;
  employer: GeneratedEmployer;
  place: GeneratedPlace;
  /** Day numbers (days since 1970) of the original posting and each repost. */
  days: number[];
  /** The generator's now (ms): a posting of today is not dated after it. */
  notAfter: number;
};

const DAY_MS = 86_400_000;

const EDUCATION_WORDING: Record<string, string> = Object.fromEntries(
  EDUCATION_LEVELS.map((level) => [
    level.code,
    level.code === 'niet_van_toepassing' ? 'Geen opleidingseisen' : level.name,
  ]),
);
const SECTOR_NAMES: Record<string, string> = Object.fromEntries(SECTORS.map((sector) => [sector.code, sector.name]));

function hoursFor(profile: HoursProfile, random: Random): [number, number] {
  const fullTime: Array<[number, number]> = [
    [36, 40],
    [38, 38],
    [40, 40],
    [32, 40],
  ];
  const partTime: Array<[number, number]> = [
    [16, 24],
    [20, 28],
    [24, 32],
    [12, 20],
    [8, 16],
    [24, 36],
    [28, 32],
  ];
  if (profile === 'voltijd') return random.pick(fullTime);
  if (profile === 'deeltijd') return random.pick(partTime);
  return random.chance(0.5) ? random.pick(fullTime) : random.pick(partTime);
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

// Built once: `toLocaleString` builds a formatter per call, which was a tenth of the generator's time.
const WHOLE_EUROS = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const EUROS_AND_CENTS = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function euro(value: number): string {
  return `€ ${(value % 1 === 0 ? WHOLE_EUROS : EUROS_AND_CENTS).format(value)}`;
}

function isoDate(day: number, notAfter: number, random: Random): string {
  const start = day * DAY_MS;
  const time = start + random.int(7, 17) * 3_600_000 + random.int(0, 59) * 60_000;
  // Today's postings fall in the part of the day that has passed, spread rather than all at now.
  return new Date(time <= notAfter ? time : start + ((time - start) % (notAfter - start + 1))).toISOString();
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * The postings of one job: the original (on the employer's or agency's site, or a job board)
 * and its reposts on other boards, each with the variations real sites add: decorated
 * titles, a board's own intro and outro, an employer name with or without its legal form,
 * and fields one site has and another leaves out.
 */
export function composePosting(job: GeneratedJob, random: Random): Array<Record<string, unknown>> {
  const { occupation, employer, place } = job;
  const material = FAMILY_MATERIAL[occupation.family];
  const baseTitle = random.chance(0.6) ? occupation.label : random.pick(occupation.altLabels);
  const [hoursMin, hoursMax] = hoursFor(occupation.hours, random);
  const hoursText = hoursMin === hoursMax ? `${hoursMin} uur per week` : `${hoursMin} - ${hoursMax} uur per week`;
  const education = random.chance(0.6) ? (occupation.education[0] as string) : random.pick(occupation.education);
  const experience = random.int(occupation.experience[0], occupation.experience[1]);
  const [salaryLow, salaryHigh] = occupation.salary;
  const span = salaryHigh - salaryLow;
  const monthlyMin = roundTo(salaryLow + random.next() * span * 0.4, 50);
  const monthlyMax = Math.max(monthlyMin + 100, roundTo(monthlyMin + span * (0.3 + random.next() * 0.3), 50));
  const salaryUnit = random.chance(0.15) ? 'HOUR' : random.chance(0.1) ? 'YEAR' : 'MONTH';
  const toUnit = (monthly: number) =>
    salaryUnit === 'HOUR'
      ? Math.round((monthly / ((38 * 52) / 12)) * 20) / 20
      : salaryUnit === 'YEAR'
        ? roundTo(monthly * 12, 500)
        : monthly;
  const hasSalary = random.chance(0.85);
  const contract = employer.isAgency
    ? 'uitzend'
    : random.pick([
        'vast',
        'vast',
        'uitzicht',
        'uitzicht',
        'tijdelijk',
        occupation.family === 'ict' ? 'freelance' : 'vast',
      ]);
  const contractSentence = {
    vast: 'Een vast contract',
    uitzicht: 'Een jaarcontract met uitzicht op een vast contract',
    tijdelijk: 'Een tijdelijk contract voor twaalf maanden',
    freelance: 'Een freelance opdracht voor minimaal zes maanden',
    uitzend: 'Je start op uitzendbasis via ons, met een tijdelijk contract',
  }[contract];
  const employmentType = [hoursMax >= 36 ? 'FULL_TIME' : 'PART_TIME'];
  if (contract === 'tijdelijk' || contract === 'uitzend') employmentType.push('TEMPORARY');
  if (contract === 'freelance') employmentType.push('CONTRACTOR');
  const validThrough = random.chance(0.7) ? (job.days[0] as number) + random.pick([30, 45, 60, 90]) : null;
  const postalNumber = random.int(place.postalCodes[0], place.postalCodes[1]);
  const postalCode = `${postalNumber} ${String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25))}`;
  const latitude = Math.round((place.latitude + (random.next() - 0.5) * 0.04) * 1e5) / 1e5;
  const longitude = Math.round((place.longitude + (random.next() - 0.5) * 0.06) * 1e5) / 1e5;
  const contactFirst = random.pick(FIRST_NAMES);
  const contactLast = random.pick(SURNAMES);
  const contactPerson = `${contactFirst} ${contactLast}`;
  const contactEmail = random.chance(0.5)
    ? `${slugify(contactFirst)}.${slugify(contactLast).replace(/-/g, '')}@${employer.domain}`
    : `vacatures@${employer.domain}`;
  const contactPhone = `088-${random.int(1_000_000, 9_999_999)}`;
  const fillText = (text: string) =>
    text
      .replace('{employer}', employer.name)
      .replace('{place}', place.name)
      .replace('{region}', PROVINCES[place.province]);
  const intro = employer.isAgency
    ? `Voor onze opdrachtgever in ${place.name} zoeken wij een ${baseTitle.toLowerCase()}. ${employer.name} begeleidt je van sollicitatie tot eerste werkdag.`
    : fillText(random.pick(material.intros));
  const tasks = occupation.tasks;
  const requirements = [
    education === 'niet_van_toepassing'
      ? 'Een diploma is niet nodig; motivatie is belangrijker.'
      : `Je hebt minimaal ${EDUCATION_WORDING[education]} afgerond.`,
    experience === 0
      ? 'Ervaring is niet nodig; je wordt goed ingewerkt.'
      : `Je hebt minimaal ${experience} jaar werkervaring in een vergelijkbare functie.`,
    ...occupation.requirements,
  ];
  const benefits = [
    ...(hasSalary
      ? [`Een salaris van ${euro(monthlyMin)} tot ${euro(monthlyMax)} bruto per maand, afhankelijk van ervaring`]
      : []),
    `${contractSentence} voor ${hoursText}`,
    ...material.benefits.filter(() => random.chance(0.6)).slice(0, 3),
  ];
  const application = `Stuur je cv en motivatie vóór ${
    validThrough ? formatDate(new Date(validThrough * DAY_MS)) : 'de sluitingsdatum'
  } naar ${contactPerson} (${contactEmail}). Vragen? Bel ${contactPhone}.`;
  const body = `<h3>Wat ga je doen?</h3>${list(tasks)}<h3>Wat vragen wij?</h3>${list(requirements)}<h3>Wat bieden wij?</h3>${list(benefits)}<h3>Interesse?</h3><p>${application}</p>`;
  const size = ORGANIZATION_SIZES.find((entry) => entry.code === employer.sizeCode);

  const organization = (variant: 'own' | 'board') => ({
    '@type': employer.isAgency ? 'EmploymentAgency' : 'Organization',
    name:
      variant === 'board' && employer.name.endsWith(' B.V.') && random.chance(0.5)
        ? employer.name.slice(0, -5)
        : employer.name,
    ...(employer.websiteUrl ? { url: employer.websiteUrl } : {}),
    sameAs: [
      employer.websiteUrl,
      employer.linkedinId ? `https://www.linkedin.com/company/${employer.linkedinId}` : null,
    ].filter(Boolean),
    ...(variant === 'own' || random.chance(0.5)
      ? { identifier: { '@type': 'PropertyValue', propertyID: 'KvK', value: employer.cocNumber } }
      : {}),
    ...(size
      ? {
          numberOfEmployees: {
            '@type': 'QuantitativeValue',
            minValue: size.min,
            ...(size.max ? { maxValue: size.max } : {}),
          },
        }
      : {}),
    description: employer.activity,
    address: {
      '@type': 'PostalAddress',
      streetAddress: employer.street,
      postalCode: employer.postalCode,
      addressLocality: employer.place.name,
      addressCountry: 'NL',
    },
  });

  const sites: Array<{ kind: 'own' | 'board'; board?: (typeof JOB_BOARDS)[number] }> = [];
  if (employer.websiteUrl && random.chance(0.7)) sites.push({ kind: 'own' });
  const boards = [...JOB_BOARDS];
  for (let index = boards.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [boards[index], boards[other]] = [
      boards[other] as (typeof boards)[number],
      boards[index] as (typeof boards)[number],
    ];
  }
  while (sites.length < job.days.length) sites.push({ kind: 'board', board: boards[sites.length % boards.length] });

  return job.days.map((day, index) => {
    const site = sites[index] as (typeof sites)[number];
    const own = site.kind === 'own';
    const board = site.board;
    const title = own
      ? baseTitle
      : random.pick([
          `${baseTitle} (m/v/x)`,
          `${baseTitle} ${hoursMin === hoursMax ? `${hoursMin} uur` : `${hoursMin}-${hoursMax} uur`}`,
          `Vacature: ${baseTitle}`,
          `${baseTitle} in ${place.name}`,
          baseTitle,
        ]);
    const description = own
      ? `<p>${intro}</p>${body}`
      : `<p><strong>${baseTitle}</strong> bij ${employer.name} in ${place.name}.</p><p>${intro}</p>${body}<p>Solliciteer eenvoudig via ${board?.name}.</p>`;
    const url = own
      ? `${employer.websiteUrl}/vacatures/${job.number}-${slugify(baseTitle)}`
      : `https://www.${board?.domain}/vacature/${(job.number * 7919 + index * 104_729).toString(36)}`;
    return {
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      identifier: {
        '@type': 'PropertyValue',
        name: own ? employer.name : board?.name,
        value: own ? `EMP-${job.number}` : `${board?.name}-${job.number}`,
      },
      url,
      title,
      description,
      datePosted: isoDate(day, job.notAfter, random),
      ...(validThrough ? { validThrough: new Date(validThrough * DAY_MS).toISOString() } : {}),
      employmentType,
      hiringOrganization: organization(own ? 'own' : 'board'),
      industry: SECTOR_NAMES[employer.sectorCode],
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          postalCode,
          addressLocality: place.name,
          addressRegion: PROVINCES[place.province],
          addressCountry: 'NL',
        },
        ...(own || random.chance(0.5) ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } } : {}),
      },
      ...(hasSalary && (own || random.chance(0.7))
        ? {
            baseSalary: {
              '@type': 'MonetaryAmount',
              currency: 'EUR',
              value: {
                '@type': 'QuantitativeValue',
                minValue: toUnit(monthlyMin),
                maxValue: toUnit(monthlyMax),
                unitText: salaryUnit,
              },
            },
          }
        : {}),
      workHours: hoursText,
      educationRequirements: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: EDUCATION_WORDING[education],
      },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: experience * 12 },
      occupationalCategory: {
        '@type': 'CategoryCode',
        codeValue: occupation.isco,
        inCodeSet: 'ISCO-08',
        name: occupation.label,
      },
      responsibilities: list(tasks),
      qualifications: list(requirements),
      jobBenefits: list(benefits),
      employerOverview: `<p>${intro}</p>`,
      applicationContact: {
        '@type': 'ContactPoint',
        name: contactPerson,
        email: contactEmail,
        telephone: contactPhone,
        description: application,
      },
      directApply: true,
    };
  });
}

import { humanEducationLevel, humanHoursIndication } from '@koers/shared/internal-vacancies';
import type { VacancyDescriptionInput } from '@koers/shared/schemas/internal-vacancy.schema';
import { WORK_HOURS_BUCKETS, type WorkHoursBucket } from '@koers/shared/vacancies';
import { type ApiDocument, type ApiResource, apiRequest, isApiError } from '../../../lib/api-client';
import { getJobTitle } from '../../../lib/job-titles';

/**
 * The feature 'ai suggestion for vacancy description' (SPEC §6) behind an adapter: anything that
 * turns what the form knows into a draft description (HTML the server sanitises). An external
 * language model would be another implementation of this type; the built-in one below composes
 * the draft from the occupation's data of the vacancies service and calls nothing outside Koers.
 */
export type VacancyDescriptionSuggester = {
  /** `occupationStatistics`: whether the actor may read an occupation's labour-market statistics. */
  suggest(input: VacancyDescriptionInput, options: { occupationStatistics: boolean }): Promise<string>;
};

/** What the built-in suggester reads about an occupation; statistics only where the actor may see them. */
export type OccupationFacts = {
  label: string;
  description: string | null;
  /** The education level asked most in this occupation's vacancies of the last year. */
  commonEducationLevel: string | null;
  /** The hours bucket most of its vacancies fall in, e.g. "25To32". */
  commonHours: WorkHoursBucket | null;
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HOURS_WORDS: Record<WorkHoursBucket, string> = {
  '0To8': 'tot 8 uur per week',
  '9To16': '9 tot 16 uur per week',
  '17To24': '17 tot 24 uur per week',
  '25To32': '25 tot 32 uur per week',
  '33To40': '33 tot 40 uur per week',
};

function largest<Key extends string>(counts: Partial<Record<Key, number>>): Key | null {
  let best: Key | null = null;
  let bestCount = 0;
  for (const [key, count] of Object.entries(counts) as Array<[Key, number]>) {
    if (count > bestCount) {
      best = key;
      bestCount = count;
    }
  }
  return best;
}

/** The first sentences of the occupation's description, as a task list (at most four). */
function tasksOf(description: string | null): string[] {
  if (!description) return [];
  return description
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+/)
    .map((sentence) => sentence.trim().replace(/[.;]$/, ''))
    .filter((sentence) => sentence.length > 3)
    .slice(0, 4)
    .map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1));
}

/** Composes a Dutch vacancy text from the form and the occupation's facts (pure, for tests). */
export function composeVacancyDescription(input: VacancyDescriptionInput, occupation: OccupationFacts | null): string {
  const title = input.title.trim() || occupation?.label || input.jobTitleLabel || 'nieuwe collega';
  const employer = input.employerName?.trim() || 'Wij';
  const place = input.city?.trim();
  const parts: string[] = [];
  parts.push(
    `<p>${escapeHtml(employer)} ${input.employerName ? 'zoekt' : 'zoeken'} een ${escapeHtml(title.toLowerCase())}${
      place ? ` in ${escapeHtml(place)}` : ''
    }. Ben jij degene die ons team komt versterken?</p>`,
  );
  const tasks = tasksOf(occupation?.description ?? null);
  parts.push('<h3>Wat ga je doen?</h3>');
  if (tasks.length > 0) {
    parts.push(`<p>Als ${escapeHtml((occupation?.label ?? title).toLowerCase())}:</p>`);
    parts.push(`<ul>${tasks.map((task) => `<li>${escapeHtml(task)}</li>`).join('')}</ul>`);
  } else {
    parts.push(`<p>Je werkt als ${escapeHtml(title.toLowerCase())} en pakt de taken op die bij dit vak horen.</p>`);
  }
  const asks: string[] = [];
  const education = humanEducationLevel(input.educationLevelCode ?? occupation?.commonEducationLevel ?? null);
  if (education && input.educationLevelCode !== 'niet_van_toepassing')
    asks.push(
      input.educationLevelCode
        ? `Je hebt een opleiding op het niveau ${escapeHtml(education)}.`
        : `Een opleiding op het niveau ${escapeHtml(education)} is gebruikelijk in dit vak.`,
    );
  asks.push('Je bent betrouwbaar, leergierig en werkt graag samen.');
  parts.push('<h3>Wat vragen wij?</h3>');
  parts.push(`<ul>${asks.map((ask) => `<li>${ask}</li>`).join('')}</ul>`);
  const offers: string[] = [];
  const hours = humanHoursIndication(input.hoursMin, input.hoursMax);
  if (hours) offers.push(`Werk voor ${escapeHtml(hours.charAt(0).toLowerCase() + hours.slice(1))}.`);
  else if (occupation?.commonHours) offers.push(`Werk voor ${HOURS_WORDS[occupation.commonHours]}.`);
  if (place) offers.push(`Een werkplek in ${escapeHtml(place)}.`);
  offers.push('Een goede begeleiding bij je start.');
  parts.push('<h3>Wat bieden wij?</h3>');
  parts.push(`<ul>${offers.map((offer) => `<li>${offer}</li>`).join('')}</ul>`);
  parts.push('<p>Spreekt deze vacature je aan? Neem contact met ons op, we maken graag kennis.</p>');
  return parts.join('');
}

type Statistics = { workHours: Partial<Record<WorkHoursBucket, number>>; educationLevels: Record<string, number> };

/**
 * The occupation's statistics (the occupation card's read, feature occupations explorer). Only
 * asked when the actor may read them: an employer contact may not, and the draft does without.
 */
async function statisticsOf(id: string): Promise<Statistics | null> {
  try {
    const doc = await apiRequest<ApiDocument<ApiResource<{ statistics: Statistics }>>>(
      `/job_title/${encodeURIComponent(id)}`,
      { service: 'vacancies' },
    );
    return doc.data.attributes.statistics;
  } catch (error) {
    if (isApiError(error, 403) || isApiError(error, 404)) return null;
    throw error;
  }
}

/** The built-in suggester: the occupation (description, usual education and hours) from the vacancies service. */
export const occupationDescriptionSuggester: VacancyDescriptionSuggester = {
  async suggest(input, options) {
    if (!input.jobTitleId) return composeVacancyDescription(input, null);
    const [jobTitle, statistics] = await Promise.all([
      getJobTitle(input.jobTitleId),
      options.occupationStatistics ? statisticsOf(input.jobTitleId) : null,
    ]);
    const workHours = statistics?.workHours ?? {};
    const commonHours = largest(
      Object.fromEntries(WORK_HOURS_BUCKETS.map((bucket) => [bucket, workHours[bucket] ?? 0])) as Record<
        WorkHoursBucket,
        number
      >,
    );
    return composeVacancyDescription(
      input,
      jobTitle
        ? {
            label: jobTitle.label,
            description: jobTitle.description,
            commonEducationLevel: largest(statistics?.educationLevels ?? {}),
            commonHours,
          }
        : null,
    );
  },
};

import type { Db } from '@koers/server-core/db/database';
import { notFound } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  EDUCATION_LEVELS,
  EXPLORER_VACANCY_FACETS,
  type ExplorerVacancyFacet,
  HOURS_BUCKETS,
  hoursBucketOf,
  internalVacancyContactsShown,
  MATCH_SORT,
  type Match,
  type MatchProfile,
  matchVacancy,
  periodDays,
  riasecTypeOfIsco,
} from '@koers/shared';
import {
  type CustomFieldValueView,
  customFieldValuesColumn,
  customFieldValueViews,
} from '../custom-fields/custom-fields.service';
import { findInternalVacancies } from '../internal-vacancies/internal-vacancies.service';
import type { Coordinates, ExplorerMatchInput, ExplorerVacancyQuery } from './explorer-vacancies.input';
import {
  type ExplorerVacancyRow,
  findPublishedExplorerVacancy,
  isPublished,
  publishedExplorerVacancies,
} from './explorer-vacancies.queries';

export type FacetBucket = { value: string; label: string; count: number };

/** A vacancy as the explorer shows it: the row, its distance, custom field values and match. */
export type ExplorerVacancyView = {
  row: ExplorerVacancyRow;
  distanceKm: number | null;
  customFieldValues: CustomFieldValueView[];
  match: Match | null;
};

/** The contact card of the detail (SPEC §2.3, §5): who is shown, and whether a conversation may start. */
export type ExplorerVacancyPersonView = {
  name: string;
  email: string | null;
  phone: string | null;
  userContextId: string | null;
  mayStartConversation: boolean;
};

export type ExplorerVacancyDetailView = ExplorerVacancyView & {
  contact: ExplorerVacancyPersonView | null;
  accountManager: ExplorerVacancyPersonView | null;
};

/** The key of a custom field's counts in `meta.facets`, as `facetNames` names it (SPEC §3 customFieldId). */
export const customFieldFacetKey = (fieldId: string) => `cf[${fieldId}]`;

const vacancyNotFound = () => notFound('Deze vacature bestaat niet (meer).');

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine), on the sphere the vacancies service measures on. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const where = (row: ExplorerVacancyRow): Coordinates | null =>
  row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;

function distanceFrom(origin: Coordinates | null, row: ExplorerVacancyRow): number | null {
  const place = where(row);
  return origin && place ? distanceKm(origin, place) : null;
}

/** The value a facet reads of a vacancy (null: the vacancy has none and counts nowhere). */
function facetValue(facet: ExplorerVacancyFacet, row: ExplorerVacancyRow): string | null {
  switch (facet) {
    case 'occupation':
      // An occupation by its id in the vacancies service, or by its code when only that is known.
      return row.jobTitleId ?? row.jobTitleCode;
    case 'educationLevel':
      return row.educationLevelCode;
    case 'hours':
      return hoursBucketOf(row.hoursMax ?? row.hoursMin);
    case 'organization':
      return row.employerId;
  }
}

function facetLabel(facet: ExplorerVacancyFacet, value: string, row: ExplorerVacancyRow): string {
  switch (facet) {
    case 'occupation':
      return row.jobTitleLabel ?? value;
    case 'educationLevel':
      return EDUCATION_LEVELS.find((level) => level.code === value)?.name ?? value;
    case 'hours':
      return HOURS_BUCKETS.find((bucket) => bucket.code === value)?.label ?? value;
    case 'organization':
      return row.employerName;
  }
}

/**
 * The explained match of one vacancy (issue 18.8): the shared rules, as for internet vacancies.
 * Distance counts only with a known place; a wanted occupation is named by id or by code and the
 * vacancy carries both, so the rules see one marker for "wanted" on either side.
 */
function matchOf(input: ExplorerMatchInput, row: ExplorerVacancyRow): Match {
  const wishes = input.occupationIds.length > 0 || input.occupationCodes.length > 0;
  const wanted =
    (row.jobTitleId !== null && input.occupationIds.includes(row.jobTitleId)) ||
    (row.jobTitleCode !== null && input.occupationCodes.includes(row.jobTitleCode));
  const profile: MatchProfile = {
    postalCode: input.coordinates ? 'bekend' : null,
    educationLevel: input.educationLevel,
    occupationIds: wishes ? [WANTED] : [],
    hoursMin: input.hoursMin,
    hoursMax: input.hoursMax,
    experienceYears: input.experienceYears,
    interestCode: input.interestCode,
  };
  return matchVacancy(profile, {
    distanceKm: distanceFrom(input.coordinates, row),
    educationLevel: row.educationLevelCode,
    jobTitleId: wanted ? WANTED : null,
    hoursMax: row.hoursMax ?? row.hoursMin,
    // An internal vacancy names no years of experience.
    experienceYears: null,
    // The job title's code is an ESCO code (its first four digits the ISCO unit group) or an ISCO group.
    interestType: row.jobTitleCode ? riasecTypeOfIsco(row.jobTitleCode) : null,
  });
}

const WANTED = 'wanted';

/** The first day of a period (UTC), as the vacancies service counts it: today and the days before. */
function postedSince(query: ExplorerVacancyQuery, now: Date): Date | null {
  const days = periodDays(query.period);
  if (days === null) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * 86_400_000);
}

function compare(query: ExplorerVacancyQuery) {
  const newest = (a: ExplorerVacancyView, b: ExplorerVacancyView) =>
    b.row.startsAt.getTime() - a.row.startsAt.getTime() || a.row.id.localeCompare(b.row.id);
  switch (query.sort) {
    case 'relevance':
      return (a: ExplorerVacancyView, b: ExplorerVacancyView) => b.row.rank - a.row.rank || newest(a, b);
    case 'closing': {
      const end = (view: ExplorerVacancyView) => view.row.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
      return (a: ExplorerVacancyView, b: ExplorerVacancyView) => end(a) - end(b) || newest(a, b);
    }
    case 'distance': {
      const far = (view: ExplorerVacancyView) => view.distanceKm ?? Number.POSITIVE_INFINITY;
      return (a: ExplorerVacancyView, b: ExplorerVacancyView) => far(a) - far(b) || newest(a, b);
    }
    case MATCH_SORT:
      return (a: ExplorerVacancyView, b: ExplorerVacancyView) =>
        (b.match?.score ?? 0) - (a.match?.score ?? 0) || newest(a, b);
    default:
      return newest;
  }
}

/**
 * The 'Explorer vacancies' search (SPEC §2.2, §6): the organisation's published vacancies with
 * the words, within the radius of the place, posted in the period, with the facets' values and
 * custom fields chosen; facets count the other choices (a facet does not narrow its own counts).
 */
export async function searchExplorerVacancies(input: {
  db: Db;
  organizationId: string;
  query: ExplorerVacancyQuery;
  now?: Date;
}): Promise<{ count: number; vacancies: ExplorerVacancyView[]; facets: Record<string, FacetBucket[]> }> {
  const { db, query } = input;
  const rows = await publishedExplorerVacancies(db, input.organizationId, {
    q: query.q,
    postedSince: query.ids ? null : postedSince(query, input.now ?? new Date()),
    ids: query.ids,
    customFieldValues: customFieldValuesColumn('vacancy'),
    ...(input.now ? { now: input.now } : {}),
  });
  const views: ExplorerVacancyView[] = rows
    .map(({ row, customFieldValues }) => ({
      row,
      distanceKm: distanceFrom(query.near, row),
      customFieldValues: customFieldValueViews(customFieldValues),
      match: query.match ? matchOf(query.match, row) : null,
    }))
    .filter((view) => !query.near || (view.distanceKm !== null && view.distanceKm <= query.radiusKm));
  /** Does the vacancy have the chosen values of every facet and custom field but `except`? */
  const chosen = (view: ExplorerVacancyView, except: string | null) =>
    EXPLORER_VACANCY_FACETS.every(({ key }) => {
      const wanted = query.filters[key];
      if (key === except || !wanted) return true;
      const value = facetValue(key, view.row);
      return value !== null && wanted.includes(value);
    }) &&
    Object.entries(query.customFields).every(
      ([fieldId, value]) =>
        customFieldFacetKey(fieldId) === except ||
        view.customFieldValues.some((field) => field.customFieldId === fieldId && field.value === value),
    );
  const facets: Record<string, FacetBucket[]> = {};
  const count = (key: string, valuesOf: (view: ExplorerVacancyView) => Array<{ value: string; label: string }>) => {
    const buckets = new Map<string, FacetBucket>();
    for (const view of views.filter((candidate) => chosen(candidate, key))) {
      for (const { value, label } of valuesOf(view)) {
        const bucket = buckets.get(value) ?? { value, label, count: 0 };
        bucket.count += 1;
        buckets.set(value, bucket);
      }
    }
    facets[key] = [...buckets.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'nl'));
  };
  for (const facet of query.facetNames) {
    count(facet, (view) => {
      const value = facetValue(facet, view.row);
      return value === null ? [] : [{ value, label: facetLabel(facet, value, view.row) }];
    });
  }
  const fieldIds = query.customFieldFacets ?? [
    ...new Set(views.flatMap((view) => view.customFieldValues.map((f) => f.customFieldId))),
  ];
  for (const fieldId of fieldIds) {
    count(customFieldFacetKey(fieldId), (view) =>
      view.customFieldValues
        .filter((field) => field.customFieldId === fieldId)
        .map((field) => ({ value: field.value, label: field.humanValue })),
    );
  }
  const found = views.filter((view) => chosen(view, null)).sort(compare(query));
  const offset = (query.page.number - 1) * query.page.size;
  return { count: found.length, vacancies: found.slice(offset, offset + query.page.size), facets };
}

/**
 * One published vacancy of the organisation with its contact card (SPEC §2.3): the contact
 * person and the account manager by the rule of SPEC §5, each with whether the actor may start a
 * conversation with them. An unpublished or another organisation's vacancy is not found.
 */
export async function readExplorerVacancy(input: {
  db: Db;
  actor: Actor;
  id: string;
  near: Coordinates | null;
  match: ExplorerMatchInput | null;
}): Promise<ExplorerVacancyDetailView> {
  const { db, actor } = input;
  const found = await findPublishedExplorerVacancy(
    db,
    actor.organizationId,
    input.id,
    customFieldValuesColumn('vacancy'),
  );
  if (!found) throw vacancyNotFound();
  const { row } = found;
  const shown = internalVacancyContactsShown(actor, row.contactThrough);
  const [people] = await findInternalVacancies(db, actor, [row.id]);
  const contact = shown.contact ? (people?.record.contact ?? null) : null;
  const accountManager =
    shown.accountManager && people?.record.accountManager ? { ...people.record.accountManager, phone: null } : null;
  const partners = people?.conversationPartners ?? new Set<string>();
  const person = (
    found: Omit<ExplorerVacancyPersonView, 'mayStartConversation'> | null,
  ): ExplorerVacancyPersonView | null =>
    found
      ? {
          name: found.name,
          email: found.email,
          phone: found.phone,
          userContextId: found.userContextId,
          mayStartConversation: found.userContextId !== null && partners.has(found.userContextId),
        }
      : null;
  return {
    row,
    distanceKm: distanceFrom(input.near, row),
    customFieldValues: customFieldValueViews(found.customFieldValues),
    match: input.match ? matchOf(input.match, row) : null,
    contact: person(contact),
    accountManager: person(accountManager),
  };
}

/**
 * Is this a vacancy of the organisation a candidate can see now (published)? For saving,
 * proposing and favouriting an internal vacancy.
 */
export async function isPublishedExplorerVacancy(db: Db, organizationId: string, id: string): Promise<boolean> {
  return isPublished(db, organizationId, id);
}

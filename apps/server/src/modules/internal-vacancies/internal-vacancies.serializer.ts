import { identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import {
  type Actor,
  dayInAmsterdam,
  humanEducationLevel,
  humanHoursIndication,
  INTERNAL_VACANCY_STATE_LABELS,
  internalVacancyAbilities,
  internalVacancyContactsShown,
  internalVacancyState,
  lastDayInAmsterdam,
} from '@koers/shared';
import { serializeCustomFieldValue } from '../custom-fields/custom-fields.serializer';
import type { InternalVacancyView } from './internal-vacancies.service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const INTERNAL_VACANCY_INCLUDES = ['employer', 'contact', 'account_manager', 'custom_field_values'] as const;

/**
 * An internal vacancy (SPEC §3 "Internal (explorer) vacancy", type `internal_vacancies`) with the
 * management fields (window, state, raw codes) beside the human ones. The contact person and the
 * account manager follow SPEC §5 for the viewer: a candidate sees only the one the vacancy names
 * in contactThrough. `meta.can` carries what the actor may do with it.
 */
export function serializeInternalVacancy(
  view: InternalVacancyView,
  actor: Actor,
  include: ReadonlySet<string> = new Set(),
  now: Date = new Date(),
): { data: Resource; included: Resource[] } {
  const { vacancy, employer } = view.record;
  const shown = internalVacancyContactsShown(actor, vacancy.contactThrough);
  const contact = shown.contact ? view.record.contact : null;
  const accountManager = shown.accountManager ? view.record.accountManager : null;
  const partner = (userContextId: string | null) =>
    userContextId && view.conversationPartners.has(userContextId) ? userContextId : null;
  const state = internalVacancyState(vacancy, now);
  const coordinates =
    vacancy.latitude !== null && vacancy.longitude !== null ? { lat: vacancy.latitude, lon: vacancy.longitude } : null;
  const customFieldValues = view.customFieldValues.map((value) => ({
    id: value.id,
    customFieldId: value.customFieldId,
    icon: value.icon,
    label: value.label,
    value: value.value,
    humanValue: value.humanValue,
  }));

  const included: Resource[] = [];
  if (include.has('employer'))
    included.push(
      resource('employers', employer.id, {
        name: employer.name,
        city: employer.city,
        websiteUrl: employer.websiteUrl,
        image: null,
        archived: employer.archived,
      }),
    );
  if (include.has('contact') && contact)
    included.push(
      resource(
        'employer_contacts',
        contact.id,
        { name: contact.name, email: contact.email, phone: contact.phone, userContextId: contact.userContextId },
        { relationships: { employer: relationship({ type: 'employers', id: employer.id }) } },
      ),
    );
  if (include.has('account_manager') && accountManager)
    included.push(
      resource('account_managers', accountManager.teamMemberId, {
        name: accountManager.name,
        email: accountManager.email,
        userContextId: accountManager.userContextId,
      }),
    );
  if (include.has('custom_field_values')) included.push(...view.customFieldValues.map(serializeCustomFieldValue));

  const data = resource(
    'internal_vacancies',
    vacancy.id,
    {
      title: vacancy.title,
      city: vacancy.city,
      postalCode: vacancy.postalCode,
      coordinates,
      employerId: employer.id,
      employerName: employer.name,
      employer: {
        id: employer.id,
        name: employer.name,
        city: employer.city,
        image: null,
        websiteUrl: employer.websiteUrl,
      },
      startsAt: iso(vacancy.startsAt),
      endsAt: iso(vacancy.endsAt),
      // The window as calendar days in the Netherlands, for forms: endsOn is the last day it is open.
      startsOn: vacancy.startsAt ? dayInAmsterdam(vacancy.startsAt) : null,
      endsOn: vacancy.endsAt ? lastDayInAmsterdam(vacancy.endsAt) : null,
      closedAt: iso(vacancy.closedAt),
      state,
      stateLabel: INTERNAL_VACANCY_STATE_LABELS[state],
      jobTitleId: vacancy.jobTitleId,
      jobTitleCode: vacancy.jobTitleCode,
      humanJobTitle: vacancy.jobTitleLabel,
      hoursMin: vacancy.hoursMin,
      hoursMax: vacancy.hoursMax,
      humanHoursIndication: humanHoursIndication(vacancy.hoursMin, vacancy.hoursMax),
      educationLevelCode: vacancy.educationLevelCode,
      humanEducationLevel: humanEducationLevel(vacancy.educationLevelCode),
      description: vacancy.description,
      contactThrough: vacancy.contactThrough,
      contact: contact
        ? {
            id: contact.id,
            name: contact.name,
            email: contact.email,
            phone: contact.phone,
            userContextId: contact.userContextId,
            conversationPartnerId: partner(contact.userContextId),
          }
        : null,
      accountManager: accountManager
        ? {
            id: accountManager.teamMemberId,
            name: accountManager.name,
            email: accountManager.email,
            userContextId: accountManager.userContextId,
            conversationPartnerId: partner(accountManager.userContextId),
          }
        : null,
      customFieldValues,
      candidatesProposed: view.candidateCounts?.proposed ?? null,
      candidatesAwaitingAnswer: view.candidateCounts?.awaitingAnswer ?? null,
      createdAt: iso(vacancy.createdAt),
      updatedAt: iso(vacancy.updatedAt),
    },
    {
      relationships: {
        employer: relationship({ type: 'employers', id: employer.id }),
        contact: relationship(identifier('employer_contacts', contact?.id)),
        accountManager: relationship(identifier('account_managers', accountManager?.teamMemberId)),
        customFieldValues: relationship(
          view.customFieldValues.map((value) => ({ type: 'custom_field_values', id: value.id })),
        ),
      },
      meta: { can: internalVacancyAbilities(actor, view.facts, view.contactEmployerId) },
    },
  );
  return { data, included };
}

import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import { type Actor, type ShowroomConsentState, showroomAbilities, showroomExposure } from '@koers/shared';
import type { ShowroomCandidateRow } from './showroom-candidates.queries';
import { candidateSummary } from './showroom-candidates.serializer';
import type { ShowroomComposerPartner } from './showroom-composers';
import { type ContactShowroomView, type ShowroomRow, type ShowroomView, showroomFactsOf } from './showrooms.service';

/** A showroom as its composers see it (SPEC §3: name, internal, contactsAllowed, content_blocks). */
export function serializeShowroom(view: ShowroomView, actor: Actor): Resource {
  return resource(
    'showrooms',
    view.id,
    {
      name: view.name,
      internal: view.internal,
      contactsAllowed: view.contactsAllowed,
      contentBlocks: view.contentBlocks,
      contactIds: view.contactIds,
      employerIds: view.employerIds,
      /** The same recipients by name, in the order chosen. */
      recipients: view.labels,
      /** Per candidate (dossier id): the agreements and what employer contacts get of them. */
      candidateConsents: Object.fromEntries(
        [...view.consents].map(([dossierId, consent]) => [dossierId, consentAttributes(consent)]),
      ),
      status: view.publishedAt ? 'published' : 'draft',
      publishedAt: view.publishedAt?.toISOString() ?? null,
      updatedAt: view.updatedAt.toISOString(),
    },
    { meta: { can: showroomAbilities(actor, showroomFactsOf(view)) } },
  );
}

const consentAttributes = (consent: ShowroomConsentState) => ({ ...consent, exposure: showroomExposure(consent) });

/**
 * A showroom as an employer contact sees it: name, contactsAllowed and its blocks. A candidate
 * block lists only the candidates who and whose coach agreed (issue 35.3), each as a summary under
 * the id of their showroom profile (`showroom/{id}/candidate/{candidateId}`), anonymised until they
 * agreed to be contacted; recipients and drafts never show. A call to action 'contact opnemen'
 * names the composer to write to (`partner`, null when the contact may not write to them).
 */
export function serializeShowroomForContact(
  view: ContactShowroomView,
  rows: ReadonlyMap<string, ShowroomCandidateRow>,
  partner: ShowroomComposerPartner | null,
): Resource {
  return resource('showrooms', view.id, {
    name: view.name,
    contactsAllowed: view.contactsAllowed,
    contentBlocks: view.contentBlocks.map((block) => {
      if (block.type === 'call_to_action') {
        const action = block.action ?? 'contact';
        return {
          ...block,
          action,
          url: action === 'link' ? block.url : null,
          partner: action === 'contact' ? partner : null,
        };
      }
      if (block.type !== 'candidates') return block;
      const candidates = block.dossierIds.flatMap((id) => {
        const exposure = showroomExposure(view.consents.get(id) ?? { candidate: false, coach: false, contact: false });
        const row = rows.get(id);
        return exposure === 'hidden' || !row ? [] : [candidateSummary(row, exposure === 'contactable')];
      });
      return { type: 'candidates' as const, title: block.title, candidates };
    }),
    publishedAt: view.publishedAt?.toISOString() ?? null,
  });
}

/**
 * A showroom a dossier appears in, as the candidate (and their coach) see it: its name and
 * status, the employers it reaches, and what those employers get of this candidate.
 */
export function serializeDossierShowroom(
  row: ShowroomRow,
  employerNames: string[],
  consent: ShowroomConsentState,
): Resource {
  return resource('showrooms', row.id, {
    name: row.name,
    internal: row.internal,
    status: row.publishedAt ? 'published' : 'draft',
    publishedAt: row.publishedAt?.toISOString() ?? null,
    employers: row.internal ? [] : employerNames,
    exposure: row.internal ? 'hidden' : showroomExposure(consent),
  });
}

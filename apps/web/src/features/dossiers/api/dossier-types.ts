import type { CandidateAccessState } from '@koers/shared/dossiers';
import type { DossierAction } from '@koers/shared/permissions/dossier.policy';
import { type ApiDocument, type ApiResource, includedOf, relatedId } from '../../../lib/api-client';

export type DossierAbilities = Record<DossierAction, boolean>;
export type Coach = {
  id: string;
  name: string;
  email: string;
  /** The coach's user context when the viewer may start a conversation with them (detail only). */
  conversationPartnerId?: string | null;
};
export type TrackExtension = {
  id: string;
  previousEndsOn: string;
  endsOn: string;
  reason: string;
  createdAt: string;
  createdByName: string | null;
};
export type Track = {
  id: string;
  startsOn: string;
  endsOn: string;
  trackTypeId: string | null;
  trackTypeName: string | null;
  extensions: TrackExtension[];
};

/** A dossier as the list shows it. */
export type DossierSummary = {
  id: string;
  name: string;
  email: string | null;
  image: string | null;
  accessState: CandidateAccessState;
  archivedAt: string | null;
  trackStartsOn: string | null;
  trackEndsOn: string | null;
  trackTypeName: string | null;
  coaches: Coach[];
  can: DossierAbilities;
};

type DossierAttributes = Omit<DossierSummary, 'id' | 'coaches' | 'can' | 'trackTypeName'>;

function idsOf(item: ApiResource, name: string): string[] {
  const data = item.relationships?.[name]?.data;
  return Array.isArray(data) ? data.map((ref) => ref.id) : [];
}

/** Reads one dossier resource of a document with the includes it brought. */
export function toDossierSummary(item: ApiResource, doc: ApiDocument<unknown>): DossierSummary {
  const attributes = item.attributes as DossierAttributes;
  const coaches = includedOf<Omit<Coach, 'id'>>(doc, 'team_members');
  const tracks = includedOf<{ startsOn: string; endsOn: string }>(doc, 'tracks');
  const types = includedOf<{ name: string }>(doc, 'track_types');
  const track = tracks.get(relatedId(item, 'track') ?? '');
  const type = track ? types.get(relatedId(track, 'trackType') ?? '') : undefined;
  return {
    ...attributes,
    id: item.id,
    trackTypeName: type?.attributes.name ?? null,
    coaches: idsOf(item, 'coaches').flatMap((id) => {
      const coach = coaches.get(id);
      return coach ? [{ id, ...coach.attributes }] : [];
    }),
    can: (item.meta?.can ?? {}) as DossierAbilities,
  };
}

export function trackOf(item: ApiResource, doc: ApiDocument<unknown>): Track | null {
  const track = includedOf<{ startsOn: string; endsOn: string }>(doc, 'tracks').get(relatedId(item, 'track') ?? '');
  if (!track) return null;
  const typeId = relatedId(track, 'trackType');
  const type = typeId ? includedOf<{ name: string }>(doc, 'track_types').get(typeId) : undefined;
  const extensions = includedOf<Omit<TrackExtension, 'id'>>(doc, 'track_extensions');
  return {
    id: track.id,
    startsOn: track.attributes.startsOn,
    endsOn: track.attributes.endsOn,
    trackTypeId: typeId,
    trackTypeName: type?.attributes.name ?? null,
    extensions: idsOf(track, 'extensions').flatMap((id) => {
      const extension = extensions.get(id);
      return extension ? [{ id, ...extension.attributes }] : [];
    }),
  };
}

export { idsOf };

import { document, identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import type { TrackDetails, TrackExtensionRow, TrackRow, TrackTypeRow } from './tracks.service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function serializeTrack(track: TrackRow, extensions: TrackExtensionRow[] | null): Resource {
  return resource(
    'tracks',
    track.id,
    { startsOn: track.startsOn, endsOn: track.endsOn },
    {
      relationships: {
        trackType: relationship(identifier('track_types', track.trackTypeId)),
        ...(extensions
          ? {
              extensions: relationship(extensions.map((extension) => ({ type: 'track_extensions', id: extension.id }))),
            }
          : {}),
      },
    },
  );
}

export function serializeTrackType(type: TrackTypeRow): Resource {
  return resource('track_types', type.id, { name: type.name, position: type.position });
}

export function serializeTrackExtension(extension: TrackExtensionRow): Resource {
  return resource('track_extensions', extension.id, {
    previousEndsOn: extension.previousEndsOn,
    endsOn: extension.endsOn,
    reason: extension.reason,
    createdAt: iso(extension.createdAt),
    createdByName: extension.createdByName,
  });
}

/** A track as a JSON:API document, with its type and extensions included. */
export function trackDocument({ track, extensions, types }: TrackDetails) {
  return document(serializeTrack(track, extensions), {
    included: [...types.map(serializeTrackType), ...extensions.map(serializeTrackExtension)],
  });
}

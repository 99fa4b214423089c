import type { Db } from '@koers/server-core/db/database';
import { listLinks } from '@koers/server-core/http/route';
import { document, type Resource } from '@koers/server-core/jsonapi/document';
import type { Actor } from '@koers/shared';
import type { FastifyRequest } from 'fastify';
import type { FavoriteFilter, FavoriteRow } from './favorites.repository';
import { serializeFavorite } from './favorites.serializer';
import { listFavorites } from './favorites.service';

/** The actor's own favourites, filtered and paged, as a list document (favourites are personal). */
export async function ownFavoritesDocument({
  db,
  actor,
  filter,
  page,
  request,
  serialize = serializeFavorite,
}: {
  db: Db;
  actor: Actor;
  filter: FavoriteFilter;
  page: { size: number; offset: number; number: number };
  request: FastifyRequest;
  serialize?: (row: FavoriteRow) => Resource;
}) {
  const { rows, total } = await listFavorites({ db, actor, userContextId: actor.userContextId, filter, page });
  return document(rows.map(serialize), { meta: { count: total }, links: listLinks(request, page, total) });
}

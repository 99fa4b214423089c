import { qualified } from '@koers/server-core/db/columns';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../schema/organizations.table';
import { buildDossier } from '../../testing/dossier-factories';
import { buildCustomFieldValue } from '../../testing/organization-content.factories';
import { useTestApp } from '../../testing/test-app';
import { customFieldValuesJson } from './custom-fields.repository';

const t = useTestApp();

describe('custom field values as a column of another statement', () => {
  it('reads the same in a statement without joins, where Drizzle names columns without their table', async () => {
    const { dossier, organization } = await buildDossier(t.database.db);
    const field = await buildCustomFieldValue(
      t.database.db,
      organization.id,
      { resourceType: 'dossier', resourceId: dossier.id, value: 'true' },
      { label: 'Rijbewijs', fieldType: 'boolean' },
    );

    const [row] = await t.database.db
      .select({
        values: customFieldValuesJson('dossier', {
          organizationId: qualified(organizations.id),
          id: sql`${dossier.id}::uuid`,
        }),
      })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(row?.values).toEqual([
      expect.objectContaining({ customFieldId: field?.id, label: 'Rijbewijs', fieldType: 'boolean', value: 'true' }),
    ]);
  });
});

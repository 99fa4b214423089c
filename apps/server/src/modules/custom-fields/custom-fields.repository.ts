import { qualified as q } from '@koers/server-core/db/columns';
import type { Db } from '@koers/server-core/db/database';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type CUSTOM_FIELD_RESOURCES, customFields, customFieldValues } from '../../schema/custom-fields.table';

export type CustomFieldRow = typeof customFields.$inferSelect;
export type CustomFieldValueRow = typeof customFieldValues.$inferSelect;
export type CustomFieldResource = (typeof CUSTOM_FIELD_RESOURCES)[number];
/** A value with its field, as `customFieldValuesJson` gives it. */
export type CustomFieldValueJson = Pick<CustomFieldValueRow, 'id' | 'customFieldId' | 'value'> &
  Pick<CustomFieldRow, 'label' | 'icon' | 'fieldType'>;

/**
 * The values of one resource's custom fields, in the fields' order, as one JSON array: a
 * subquery for a list statement, given SQL of the resource's organisation and id (name them
 * with their table: `qualified`). Its own columns are named with their tables, so it reads the
 * same inside a statement with or without joins.
 */
export function customFieldValuesJson(
  resourceType: CustomFieldResource,
  resource: { organizationId: SQL; id: SQL },
): SQL<CustomFieldValueJson[]> {
  return sql<CustomFieldValueJson[]>`(
    select coalesce(json_agg(json_build_object(
        'id', ${q(customFieldValues.id)},
        'customFieldId', ${q(customFields.id)},
        'label', ${q(customFields.label)},
        'icon', ${q(customFields.icon)},
        'fieldType', ${q(customFields.fieldType)},
        'value', ${q(customFieldValues.value)}) order by ${q(customFields.position)}, ${q(customFields.label)}, ${q(customFields.id)}), '[]'::json)
    from ${customFieldValues}
    join ${customFields} on ${q(customFields.organizationId)} = ${q(customFieldValues.organizationId)}
      and ${q(customFields.id)} = ${q(customFieldValues.customFieldId)}
    where ${q(customFieldValues.organizationId)} = ${resource.organizationId}
      and ${q(customFieldValues.resourceId)} = ${resource.id}
      and ${q(customFields.resourceType)} = ${resourceType})`;
}

export function createCustomFieldsRepository(db: Db) {
  return {
    async fields(organizationId: string, resourceType: CustomFieldResource): Promise<CustomFieldRow[]> {
      return db
        .select()
        .from(customFields)
        .where(and(eq(customFields.organizationId, organizationId), eq(customFields.resourceType, resourceType)))
        .orderBy(asc(customFields.position), asc(customFields.label));
    },
    async setValue(
      organizationId: string,
      resourceId: string,
      customFieldId: string,
      value: string | null,
    ): Promise<void> {
      const key = and(
        eq(customFieldValues.organizationId, organizationId),
        eq(customFieldValues.resourceId, resourceId),
        eq(customFieldValues.customFieldId, customFieldId),
      );
      if (value === null || value === '') {
        await db.delete(customFieldValues).where(key);
        return;
      }
      await db
        .insert(customFieldValues)
        .values({ organizationId, resourceId, customFieldId, value })
        .onConflictDoUpdate({
          target: [customFieldValues.organizationId, customFieldValues.resourceId, customFieldValues.customFieldId],
          set: { value },
        });
    },
  };
}

import type { Db } from '@koers/server-core/db/database';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type CUSTOM_FIELD_RESOURCES, customFields, customFieldValues } from './custom-fields.table';

export type CustomFieldRow = typeof customFields.$inferSelect;
export type CustomFieldValueRow = typeof customFieldValues.$inferSelect;
export type CustomFieldResource = (typeof CUSTOM_FIELD_RESOURCES)[number];

export function createCustomFieldsRepository(db: Db) {
  return {
    async fields(organizationId: string, resourceType: CustomFieldResource): Promise<CustomFieldRow[]> {
      return db
        .select()
        .from(customFields)
        .where(and(eq(customFields.organizationId, organizationId), eq(customFields.resourceType, resourceType)))
        .orderBy(asc(customFields.position), asc(customFields.label));
    },
    async values(organizationId: string, resourceIds: string[]): Promise<CustomFieldValueRow[]> {
      if (resourceIds.length === 0) return [];
      return db
        .select()
        .from(customFieldValues)
        .where(
          and(eq(customFieldValues.organizationId, organizationId), inArray(customFieldValues.resourceId, resourceIds)),
        );
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

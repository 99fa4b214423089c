import { idColumn, timestamps } from '@koers/server-core/db/columns';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from './organization-id.column';

export const CUSTOM_FIELD_TYPES = ['text', 'select', 'date', 'boolean'] as const;
export const CUSTOM_FIELD_RESOURCES = ['dossier', 'employer', 'vacancy'] as const;

/** A field an organisation adds to its dossiers, employers or vacancies. */
export const customFields = pgTable(
  'custom_fields',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    resourceType: text('resource_type', { enum: CUSTOM_FIELD_RESOURCES }).notNull(),
    label: text('label').notNull(),
    /** A Material icon name shown before the value. */
    icon: text('icon'),
    fieldType: text('field_type', { enum: CUSTOM_FIELD_TYPES }).notNull(),
    /** The choices of a select field. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (table) => [index('custom_fields_organization_idx').on(table.organizationId, table.resourceType, table.position)],
);

export const customFieldValues = pgTable(
  'custom_field_values',
  {
    organizationId: organizationIdColumn(),
    id: idColumn(),
    customFieldId: uuid('custom_field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    /** The dossier, employer or vacancy the value belongs to (per the field's resource type). */
    resourceId: uuid('resource_id').notNull(),
    value: text('value').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('custom_field_values_resource_idx').on(table.organizationId, table.resourceId, table.customFieldId),
  ],
);

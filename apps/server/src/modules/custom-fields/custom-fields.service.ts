import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import type { CustomFieldValue } from '@koers/shared';
import { formatDate } from '@koers/shared/calendar';
import {
  type CustomFieldResource,
  type CustomFieldRow,
  type CustomFieldValueJson,
  createCustomFieldsRepository,
  customFieldValuesJson,
} from './custom-fields.repository';

export type CustomFieldValueView = CustomFieldValue & { fieldType: CustomFieldRow['fieldType'] };
export type { CustomFieldValueJson };

/** A value with its field, and its display value. */
function valueView(value: CustomFieldValueJson): CustomFieldValueView {
  const { fieldType } = value;
  let humanValue = value.value;
  if (fieldType === 'boolean') humanValue = value.value === 'true' ? 'Ja' : 'Nee';
  if (fieldType === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value.value)) humanValue = formatDate(value.value);
  return { ...value, humanValue };
}

/**
 * For a list statement that shows custom field values: SQL of one resource's values as a JSON
 * array (the list's repository puts it in its select), and `customFieldValueViews` for its rows.
 */
export function customFieldValuesColumn(resourceType: CustomFieldResource) {
  return (resource: Parameters<typeof customFieldValuesJson>[1]) => customFieldValuesJson(resourceType, resource);
}

/** The views of values as `customFieldValuesColumn` selected them. */
export function customFieldValueViews(values: CustomFieldValueJson[]): CustomFieldValueView[] {
  return values.map(valueView);
}

/** Validates and writes custom field values (null or empty clears one); unknown fields are a 422. */
export async function setCustomFieldValues(
  db: Db,
  organizationId: string,
  resourceType: CustomFieldResource,
  resourceId: string,
  values: Record<string, string | null>,
): Promise<void> {
  const repo = createCustomFieldsRepository(db);
  const fields = new Map((await repo.fields(organizationId, resourceType)).map((field) => [field.id, field]));
  for (const [fieldId, value] of Object.entries(values)) {
    const field = fields.get(fieldId);
    const pointer = `/data/attributes/customFieldValues/${fieldId}`;
    if (!field)
      throw createError({ status: 422, code: 'custom_fields.unknown', detail: 'Dit veld bestaat niet.', pointer });
    if (value !== null && value !== '') {
      const invalid =
        (field.fieldType === 'select' && !field.options.includes(value)) ||
        (field.fieldType === 'boolean' && value !== 'true' && value !== 'false') ||
        (field.fieldType === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value));
      if (invalid) {
        throw createError({
          status: 422,
          code: 'custom_fields.invalid_value',
          detail: `Kies een geldige waarde voor ${field.label}.`,
          pointer,
        });
      }
    }
    await repo.setValue(organizationId, resourceId, fieldId, value);
  }
}

/** The organisation's custom fields of one resource type, in their order. */
export function customFieldsOf(
  db: Db,
  organizationId: string,
  resourceType: CustomFieldResource,
): Promise<CustomFieldRow[]> {
  return createCustomFieldsRepository(db).fields(organizationId, resourceType);
}

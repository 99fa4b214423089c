import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import type { CustomFieldRow } from './custom-fields.repository';
import type { CustomFieldValueView } from './custom-fields.service';

/** A custom field of the organisation, as the dossier and vacancy forms list it (`custom_fields`). */
export function serializeCustomField(field: CustomFieldRow): Resource {
  return resource('custom_fields', field.id, {
    label: field.label,
    icon: field.icon,
    fieldType: field.fieldType,
    options: field.options,
    position: field.position,
  });
}

/** A custom field's value on a dossier, employer or vacancy, with its display value (`custom_field_values`). */
export function serializeCustomFieldValue(value: CustomFieldValueView): Resource {
  return resource('custom_field_values', value.id, {
    customFieldId: value.customFieldId,
    label: value.label,
    icon: value.icon,
    fieldType: value.fieldType,
    value: value.value,
    humanValue: value.humanValue,
  });
}

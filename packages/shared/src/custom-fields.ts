/** A custom field's value on a dossier, employer or vacancy, with its display value (`custom_field_values`). */
export type CustomFieldValue = {
  id: string;
  customFieldId: string;
  label: string;
  icon: string | null;
  value: string;
  humanValue: string;
};

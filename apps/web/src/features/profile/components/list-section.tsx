import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type ArrayPath, type Control, type FieldArray, type FieldValues, useFieldArray } from 'react-hook-form';

export type ListEditorProps<Values extends FieldValues, Name extends ArrayPath<Values>> = {
  control: Control<Values>;
  /** The form's array field. */
  name: Name;
  editable: boolean;
  addLabel: string;
  /** Named with the item's number: "Taal verwijderen 2". */
  removeLabel: string;
  /** The item the add button appends. */
  newItem: () => FieldArray<Values, Name>;
  /** Shown while the list is empty. */
  empty?: string;
  /** `box`: each item framed, its remove button in the corner; `row`: fields and remove button on one line. */
  layout?: 'box' | 'row';
  /** The fields of the item at `index`. */
  renderItem: (index: number) => ReactNode;
};

/**
 * The items of a form's array field (work experience, languages, social media links, …), each
 * with its remove button, and an add button below; to be placed in a `Stack`.
 */
export function ListEditor<Values extends FieldValues, Name extends ArrayPath<Values>>({
  control,
  name,
  editable,
  addLabel,
  removeLabel,
  newItem,
  empty,
  layout = 'box',
  renderItem,
}: ListEditorProps<Values, Name>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const removeButton = (index: number, sx?: object) =>
    editable ? (
      <IconButton aria-label={`${removeLabel} ${index + 1}`} onClick={() => remove(index)} sx={sx}>
        <DeleteIcon />
      </IconButton>
    ) : null;
  return (
    <>
      {fields.length === 0 && empty ? <Typography color="text.secondary">{empty}</Typography> : null}
      {fields.map((item, index) =>
        layout === 'row' ? (
          <Stack
            key={item.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            {renderItem(index)}
            {removeButton(index)}
          </Stack>
        ) : (
          <Box key={item.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, position: 'relative' }}>
            {removeButton(index, { position: 'absolute', top: 8, right: 8 })}
            <Box sx={{ pr: editable ? 6 : 0 }}>{renderItem(index)}</Box>
          </Box>
        ),
      )}
      {editable ? (
        <Button startIcon={<AddIcon />} onClick={() => append(newItem())} sx={{ alignSelf: 'flex-start' }}>
          {addLabel}
        </Button>
      ) : null}
    </>
  );
}

/** A titled card holding one list editor (work experience, educations, …). */
export function ListSection<Values extends FieldValues, Name extends ArrayPath<Values>>({
  title,
  ...editor
}: { title: string } & ListEditorProps<Values, Name>) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        <ListEditor {...editor} />
      </Stack>
    </Paper>
  );
}

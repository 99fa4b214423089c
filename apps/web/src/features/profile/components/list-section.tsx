import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A titled list of repeated items (work experience, educations, …): each item in a box with its
 * own remove button, and an add button below.
 */
export function ListSection({
  title,
  empty,
  addLabel,
  removeLabel,
  count,
  editable,
  onAdd,
  onRemove,
  renderItem,
}: {
  title: string;
  empty: string;
  addLabel: string;
  removeLabel: string;
  count: number;
  editable: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderItem: (index: number) => ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {count === 0 ? <Typography color="text.secondary">{empty}</Typography> : null}
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the caller's field array keeps the identity; index is the position.
          <Box key={index} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, position: 'relative' }}>
            {editable ? (
              <IconButton
                aria-label={`${removeLabel} ${index + 1}`}
                onClick={() => onRemove(index)}
                sx={{ position: 'absolute', top: 8, right: 8 }}
              >
                <DeleteIcon />
              </IconButton>
            ) : null}
            <Box sx={{ pr: editable ? 6 : 0 }}>{renderItem(index)}</Box>
          </Box>
        ))}
        {editable ? (
          <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
            {addLabel}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

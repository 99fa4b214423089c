import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';

/**
 * A form of text fields validated by a shared schema, whose server 422s land on the fields:
 * the employer and contact forms. `field(name)` gives a TextField its registration and error.
 */
export function useTextForm<Values extends Record<string, string>, Output>(
  schema: z.ZodType<Output>,
  defaultValues: Values,
  onSubmit: (values: Output) => Promise<void>,
) {
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values as unknown as Output);
    } catch (error) {
      if (!applyServerErrors(form, error)) throw error;
    }
  });
  const field = (name: Path<Values>) => ({
    ...form.register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message as string | undefined,
  });
  return { form, submit, field };
}

/** The card around such a form: the root error, the fields, Annuleren and the submit button. */
export function TextFormCard<Values extends Record<string, string>>(props: {
  form: UseFormReturn<Values>;
  submit: () => void;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const root = props.form.formState.errors.root;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" onSubmit={props.submit} noValidate>
        <Stack spacing={2}>
          {root ? <Alert severity="error">{root.message}</Alert> : null}
          {props.children}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={props.onCancel}>Annuleren</Button>
            <Button type="submit" variant="contained" disabled={props.form.formState.isSubmitting}>
              {props.submitLabel}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomMenuItemInput,
  type CustomPageInput,
  customMenuItemSchema,
  customPageSchema,
  type OnboardingStepInput,
  type OnboardingTypeInput,
  onboardingStepSchema,
  onboardingTypeSchema,
} from '@koers/shared';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { useCustomPage } from '../../custom-pages/api/get-custom-page';
import { RichTextEditor } from '../../internal-vacancies/components/rich-text-editor';
import type { ManagedMenuItem, ManagedPage, ManagedStep } from '../api/custom-content-api';
import { ROLE_FLAG_LABELS, type RoleFlag } from './role-flags';

const NO_ROLES = { client: false, coach: false, accountManager: false, administrator: false, contact: false };

type Save<Values> = (values: Values) => Promise<unknown>;

/** The frame every dialog here shares: the form's submit (closing on success, showing the server's 422s), its root error, its fields. */
function ContentDialog<Values extends FieldValues>({
  form,
  title,
  save,
  onClose,
  children,
}: {
  form: UseFormReturn<Values>;
  title: string;
  save: Save<Values>;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      onSubmit={submit}
      submitLabel="Opslaan"
      submitting={form.formState.isSubmitting}
    >
      <FormRootError message={form.formState.errors.root?.message} />
      {children}
    </FormDialog>
  );
}

function RoleFlagsField<Values extends RoleRecord>({ form }: { form: UseFormReturn<Values> }) {
  const error = form.getFieldState('client' as Path<Values>, form.formState).error?.message;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">Voor wie</FormLabel>
      <FormGroup row>
        {(Object.keys(ROLE_FLAG_LABELS) as RoleFlag[]).map((flag) => (
          <Controller
            key={flag}
            control={form.control}
            name={flag as Path<Values>}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label={ROLE_FLAG_LABELS[flag]}
              />
            )}
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
type RoleRecord = FieldValues & Partial<Record<RoleFlag, boolean>>;

const positionField = { setValueAs: (value: unknown) => (value === '' ? undefined : Number(value)) };

/** What a custom page and a menu link both have: for whom, and where in the menu. */
function RolesAndPositionFields<Values extends RoleRecord & { position?: number }>({
  form,
}: {
  form: UseFormReturn<Values>;
}) {
  return (
    <>
      <RoleFlagsField form={form} />
      <TextField
        label="Volgorde"
        type="number"
        {...textFieldOf(form, 'position' as Path<Values>, {
          ...positionField,
          help: 'Lager staat eerder in het menu.',
        })}
      />
    </>
  );
}

export function PageDialog({
  page,
  onClose,
  save,
}: {
  page: ManagedPage | null;
  onClose: () => void;
  save: Save<CustomPageInput>;
}) {
  const detail = useCustomPage(page?.id ?? '');
  if (page && detail.isPending) return null;
  return <PageForm page={page} body={detail.data?.body ?? ''} onClose={onClose} save={save} />;
}

function PageForm({
  page,
  body,
  onClose,
  save,
}: {
  page: ManagedPage | null;
  body: string;
  onClose: () => void;
  save: Save<CustomPageInput>;
}) {
  const form = useForm<CustomPageInput>({
    resolver: zodResolver(customPageSchema),
    defaultValues: page ? { ...page, body } : { title: '', body: '', position: 0, ...NO_ROLES, client: true },
  });
  return (
    <ContentDialog form={form} title={page ? 'Pagina wijzigen' : 'Pagina toevoegen'} save={save} onClose={onClose}>
      <TextField label="Titel" required {...textFieldOf(form, 'title')} />
      <Controller
        control={form.control}
        name="body"
        render={({ field }) => (
          <RichTextEditor
            label="Tekst"
            value={field.value ?? ''}
            onChange={field.onChange}
            error={form.formState.errors.body?.message}
          />
        )}
      />
      <RolesAndPositionFields form={form} />
    </ContentDialog>
  );
}

export function MenuItemDialog({
  item,
  onClose,
  save,
}: {
  item: ManagedMenuItem | null;
  onClose: () => void;
  save: Save<CustomMenuItemInput>;
}) {
  const form = useForm<CustomMenuItemInput>({
    resolver: zodResolver(customMenuItemSchema),
    defaultValues: item ?? { text: '', url: '', position: 0, ...NO_ROLES, client: true },
  });
  return (
    <ContentDialog form={form} title={item ? 'Menulink wijzigen' : 'Menulink toevoegen'} save={save} onClose={onClose}>
      <TextField label="Tekst" required {...textFieldOf(form, 'text')} />
      <TextField
        label="Adres"
        required
        placeholder="https://"
        {...textFieldOf(form, 'url', {
          help: 'Een adres dat begint met https://, of met / voor een pagina binnen Koers.',
        })}
      />
      <RolesAndPositionFields form={form} />
    </ContentDialog>
  );
}

export function OnboardingTypeDialog({
  type,
  onClose,
  save,
}: {
  type: OnboardingTypeInput | null;
  onClose: () => void;
  save: Save<OnboardingTypeInput>;
}) {
  const form = useForm<OnboardingTypeInput>({
    resolver: zodResolver(onboardingTypeSchema),
    defaultValues: type ?? { name: '', forNewCandidates: true },
  });
  return (
    <ContentDialog
      form={form}
      title={type ? 'Onboarding wijzigen' : 'Onboarding toevoegen'}
      save={save}
      onClose={onClose}
    >
      <TextField label="Naam" required {...textFieldOf(form, 'name')} />
      <Controller
        control={form.control}
        name="forNewCandidates"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Voor nieuwe kandidaten: elke kandidaat die vanaf nu een dossier krijgt, doorloopt deze onboarding"
          />
        )}
      />
    </ContentDialog>
  );
}

export function OnboardingStepDialog({
  step,
  onClose,
  save,
}: {
  step: ManagedStep | null;
  onClose: () => void;
  save: Save<OnboardingStepInput>;
}) {
  const form = useForm<OnboardingStepInput>({
    resolver: zodResolver(onboardingStepSchema),
    defaultValues: step ? { title: step.title, body: step.body, position: step.position } : { title: '', body: '' },
  });
  return (
    <ContentDialog form={form} title={step ? 'Stap wijzigen' : 'Stap toevoegen'} save={save} onClose={onClose}>
      <TextField label="Titel" required {...textFieldOf(form, 'title')} />
      <TextField label="Tekst" required multiline minRows={4} {...textFieldOf(form, 'body')} />
      <TextField
        label="Stapnummer"
        type="number"
        {...textFieldOf(form, 'position', {
          ...positionField,
          help: step ? undefined : 'Leeg: de stap komt achteraan.',
        })}
      />
    </ContentDialog>
  );
}

import { customContentPolicy, matchesRoleFlags, type Role } from '@koers/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { NoAccessPage } from '../../../components/no-access-page';
import { CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { useCurrentContext } from '../../../lib/session/current-context';
import {
  contentPaths,
  type ManagedMenuItem,
  type ManagedOnboardingType,
  type ManagedPage,
  type ManagedStep,
  useContentWrite,
  useManagedMenuItems,
  useManagedPages,
  useOnboardingTypes,
} from '../api/custom-content-api';
import { ROLE_FLAG_LABELS, type RoleFlag } from '../components/role-flags';

// The forms (react-hook-form, zod, the schemas, the text editor) load when a dialog first opens.
const dialogs = () => import('../components/content-dialogs');
const OnboardingTypeDialog = lazy(() => dialogs().then((module) => ({ default: module.OnboardingTypeDialog })));
const OnboardingStepDialog = lazy(() => dialogs().then((module) => ({ default: module.OnboardingStepDialog })));
const PageDialog = lazy(() => dialogs().then((module) => ({ default: module.PageDialog })));
const MenuItemDialog = lazy(() => dialogs().then((module) => ({ default: module.MenuItemDialog })));

const TITLE = 'Onboarding, pagina’s en menu';
const PREVIEW_ROLES: Array<{ role: Role; label: string }> = [
  { role: 'client', label: 'Kandidaat' },
  { role: 'coach', label: 'Coach' },
  { role: 'account_manager', label: 'Accountmanager' },
  { role: 'administrator', label: 'Beheerder' },
  { role: 'contact', label: 'Contactpersoon van een werkgever' },
];

function Section({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
        >
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Loading() {
  return <CircularProgress aria-label="Bezig met laden" />;
}

const rolesOf = (item: Record<RoleFlag, boolean>) =>
  (Object.keys(ROLE_FLAG_LABELS) as RoleFlag[])
    .filter((flag) => item[flag])
    .map((flag) => ROLE_FLAG_LABELS[flag])
    .join(', ') || 'Niemand';

function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <IconButton aria-label={`${name} wijzigen`} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`${name} verwijderen`} onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}

type StepEdit = { typeId: string; step: ManagedStep | null };

function OnboardingSection({ organizationId }: { organizationId: string }) {
  const types = useOnboardingTypes(organizationId);
  const write = useContentWrite({
    success: 'De onboarding is opgeslagen.',
    error: 'Opslaan is mislukt.',
  });
  const [typeEdit, setTypeEdit] = useState<ManagedOnboardingType | 'new' | null>(null);
  const [stepEdit, setStepEdit] = useState<StepEdit | null>(null);
  return (
    <Section
      title="Onboarding"
      action={
        <Button startIcon={<AddIcon />} onClick={() => setTypeEdit('new')}>
          Onboarding toevoegen
        </Button>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        De stappen die een kandidaat doorloopt na het inloggen. Een nieuwe stap ziet een kandidaat die nog niet klaar is
        bij de volgende keer inloggen.
      </Typography>
      {types.isPending ? (
        <Loading />
      ) : types.isError ? (
        <Alert severity="error">De onboardings konden niet worden geladen.</Alert>
      ) : null}
      {types.data?.length === 0 ? <Typography>Er is nog geen onboarding.</Typography> : null}
      {types.data?.map((type) => (
        <Box
          key={type.id}
          component="section"
          aria-label={type.name}
          sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1.5 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography
              variant="h3"
              component="h3"
              sx={{ fontSize: '1.1rem', flex: '1 1 12rem', minWidth: 0, overflowWrap: 'break-word' }}
            >
              {type.name}
            </Typography>
            {type.forNewCandidates ? <Chip size="small" label="Voor nieuwe kandidaten" /> : null}
            <RowActions
              name={type.name}
              onEdit={() => setTypeEdit(type)}
              onDelete={() => write.mutate({ method: 'DELETE', path: `/onboarding_type/${type.id}` })}
            />
          </Stack>
          <List aria-label={`Stappen van ${type.name}`} dense>
            {type.steps.map((step) => (
              <ListItem key={step.id} disableGutters divider>
                <ListItemText
                  primary={`${step.position}. ${step.title}`}
                  secondary={step.body}
                  sx={{ overflowWrap: 'anywhere' }}
                />
                <RowActions
                  name={`Stap ${step.position}`}
                  onEdit={() => setStepEdit({ typeId: type.id, step })}
                  onDelete={() => write.mutate({ method: 'DELETE', path: `/onboarding_step/${step.id}` })}
                />
              </ListItem>
            ))}
          </List>
          <Button startIcon={<AddIcon />} onClick={() => setStepEdit({ typeId: type.id, step: null })}>
            Stap toevoegen aan {type.name}
          </Button>
        </Box>
      ))}
      {typeEdit ? (
        <Suspense fallback={null}>
          <OnboardingTypeDialog
            type={typeEdit === 'new' ? null : typeEdit}
            onClose={() => setTypeEdit(null)}
            save={(attributes) =>
              write.mutateAsync(
                typeEdit === 'new'
                  ? {
                      method: 'POST',
                      path: contentPaths.organizationPath(organizationId, '/onboarding_types'),
                      type: 'onboarding_types',
                      attributes,
                    }
                  : {
                      method: 'PATCH',
                      path: `/onboarding_type/${typeEdit.id}`,
                      type: 'onboarding_types',
                      id: typeEdit.id,
                      attributes,
                    },
              )
            }
          />
        </Suspense>
      ) : null}
      {stepEdit ? (
        <Suspense fallback={null}>
          <OnboardingStepDialog
            step={stepEdit.step}
            onClose={() => setStepEdit(null)}
            save={(attributes) =>
              write.mutateAsync(
                stepEdit.step
                  ? {
                      method: 'PATCH',
                      path: `/onboarding_step/${stepEdit.step.id}`,
                      type: 'onboarding_steps',
                      id: stepEdit.step.id,
                      attributes,
                    }
                  : {
                      method: 'POST',
                      path: `/onboarding_type/${stepEdit.typeId}/onboarding_steps`,
                      type: 'onboarding_steps',
                      attributes,
                    },
              )
            }
          />
        </Suspense>
      ) : null}
    </Section>
  );
}

function PagesSection({
  organizationId,
  pages,
}: {
  organizationId: string;
  pages: ReturnType<typeof useManagedPages>;
}) {
  const write = useContentWrite({
    success: 'De pagina is opgeslagen.',
    error: 'Opslaan van de pagina is mislukt.',
  });
  const [edit, setEdit] = useState<ManagedPage | 'new' | null>(null);
  return (
    <Section
      title="Pagina’s"
      action={
        <Button startIcon={<AddIcon />} onClick={() => setEdit('new')}>
          Pagina toevoegen
        </Button>
      }
    >
      {pages.isPending ? (
        <Loading />
      ) : pages.isError ? (
        <Alert severity="error">De pagina’s konden niet worden geladen.</Alert>
      ) : null}
      {pages.data?.length === 0 ? <Typography>Er zijn nog geen pagina’s.</Typography> : null}
      <List aria-label="Pagina’s">
        {pages.data?.map((page) => (
          <ListItem key={page.id} disableGutters divider>
            <ListItemText primary={page.title} secondary={`Voor: ${rolesOf(page)}`} sx={{ overflowWrap: 'anywhere' }} />
            <RowActions
              name={page.title}
              onEdit={() => setEdit(page)}
              onDelete={() => write.mutate({ method: 'DELETE', path: `/custom_page/${page.id}` })}
            />
          </ListItem>
        ))}
      </List>
      {edit ? (
        <Suspense fallback={null}>
          <PageDialog
            page={edit === 'new' ? null : edit}
            onClose={() => setEdit(null)}
            save={(attributes) =>
              write.mutateAsync(
                edit === 'new'
                  ? {
                      method: 'POST',
                      path: contentPaths.organizationPath(organizationId, '/custom_pages'),
                      type: 'custom_pages',
                      attributes,
                    }
                  : { method: 'PATCH', path: `/custom_page/${edit.id}`, type: 'custom_pages', id: edit.id, attributes },
              )
            }
          />
        </Suspense>
      ) : null}
    </Section>
  );
}

function MenuItemsSection({ items }: { items: ReturnType<typeof useManagedMenuItems> }) {
  const write = useContentWrite({
    success: 'De menulink is opgeslagen.',
    error: 'Opslaan van de menulink is mislukt.',
  });
  const [edit, setEdit] = useState<ManagedMenuItem | 'new' | null>(null);
  return (
    <Section
      title="Menulinks"
      action={
        <Button startIcon={<AddIcon />} onClick={() => setEdit('new')}>
          Menulink toevoegen
        </Button>
      }
    >
      {items.isPending ? (
        <Loading />
      ) : items.isError ? (
        <Alert severity="error">De menulinks konden niet worden geladen.</Alert>
      ) : null}
      {items.data?.length === 0 ? <Typography>Er zijn nog geen menulinks.</Typography> : null}
      <List aria-label="Menulinks">
        {items.data?.map((item) => (
          <ListItem key={item.id} disableGutters divider>
            <ListItemText
              primary={item.text}
              secondary={`${item.url} · voor: ${rolesOf(item)}`}
              sx={{ overflowWrap: 'anywhere' }}
            />
            <RowActions
              name={item.text}
              onEdit={() => setEdit(item)}
              onDelete={() => write.mutate({ method: 'DELETE', path: `/custom_menu_item/${item.id}` })}
            />
          </ListItem>
        ))}
      </List>
      {edit ? (
        <Suspense fallback={null}>
          <MenuItemDialog
            item={edit === 'new' ? null : edit}
            onClose={() => setEdit(null)}
            save={(attributes) =>
              write.mutateAsync(
                edit === 'new'
                  ? { method: 'POST', path: '/custom_menu_items', type: 'custom_menu_items', attributes }
                  : {
                      method: 'PATCH',
                      path: `/custom_menu_item/${edit.id}`,
                      type: 'custom_menu_items',
                      id: edit.id,
                      attributes,
                    },
              )
            }
          />
        </Suspense>
      ) : null}
    </Section>
  );
}

/** Voorbeeld: which pages and links the menu holds for one role (SPEC §6: filtered by role flags). */
function PreviewSection({ pages, items }: { pages: ManagedPage[]; items: ManagedMenuItem[] }) {
  const [role, setRole] = useState<Role>('client');
  const as = { roles: [role] };
  const shown = [
    ...pages
      .filter((page) => matchesRoleFlags(as, page))
      .map((page) => ({ key: page.id, text: page.title, kind: 'Pagina' })),
    ...items
      .filter((item) => matchesRoleFlags(as, item))
      .map((item) => ({ key: item.id, text: item.text, kind: 'Link' })),
  ];
  return (
    <Section title="Voorbeeld per rol" action={null}>
      <TextField
        select
        label="Bekijk als"
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        sx={{ minWidth: 240, my: 1 }}
      >
        {PREVIEW_ROLES.map((option) => (
          <MenuItem key={option.role} value={option.role}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {shown.length === 0 ? (
        <Typography>Deze rol ziet geen eigen pagina’s of links in het menu.</Typography>
      ) : (
        <List aria-label="Wat deze rol in het menu ziet" dense>
          {shown.map((entry) => (
            <ListItem key={entry.key} disableGutters>
              <ListItemText primary={entry.text} secondary={entry.kind} sx={{ overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

/**
 * `/settings/organization/content` (issue 39.1): the organisation's onboarding types and steps,
 * its pages and its menu links, with a preview of the menu as each role.
 */
export function ContentSettingsRoute() {
  usePageTitle(TITLE);
  const { actor, userContext } = useCurrentContext();
  const organizationId = userContext.organization.id;
  const allowed = customContentPolicy.manage(actor);
  const pages = useManagedPages(organizationId);
  const items = useManagedMenuItems(organizationId);
  if (!allowed) return <NoAccessPage reason="no-access" />;
  return (
    <CrumbedPage
      crumbs={<PageCrumbs trail={[{ label: 'Instellingen', to: '/settings' }]} current={TITLE} />}
      title={TITLE}
      maxWidth={900}
    >
      <OnboardingSection organizationId={organizationId} />
      <PagesSection organizationId={organizationId} pages={pages} />
      <MenuItemsSection items={items} />
      <PreviewSection pages={pages.data ?? []} items={items.data ?? []} />
    </CrumbedPage>
  );
}

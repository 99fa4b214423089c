import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import StarIcon from '@mui/icons-material/Star';
import { Button, IconButton, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { namedOptions, SelectField } from '../../../components/select-field';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { usePendingChoice } from '../../../lib/use-pending-choice';
import { useAccountManagers, useChangeAccountManagers } from '../api/account-managers';
import type { Employer } from '../api/employer-types';

/** Primary and further account managers, changed through the relationship routes (SPEC §7). */
export function AccountManagersCard({ employer }: { employer: Employer }) {
  const { userContext } = useCurrentContext();
  const editable = employer.can.setAccountManagers;
  const candidates = useAccountManagers(userContext.organization.id, editable);
  const change = useChangeAccountManagers(employer.id);
  const [adding, setAdding] = useState('');
  const primaryId = employer.primaryAccountManager?.id ?? null;
  const [shownPrimaryId, choosePrimary, forgetPrimary] = usePendingChoice(primaryId);
  const others = employer.accountManagers.filter((manager) => manager.id !== primaryId);
  const available = (candidates.data ?? []).filter(
    (candidate) => !employer.accountManagers.some((manager) => manager.id === candidate.id),
  );
  const done = (message: string) => ({ onSuccess: () => enqueueSnackbar(message, { variant: 'success' }) });

  return (
    <SectionCard title="Accountmanagers">
      <Stack spacing={2}>
        {editable ? (
          <SelectField
            label="Primaire accountmanager"
            value={shownPrimaryId ?? ''}
            options={namedOptions(candidates.data ?? [])}
            emptyLabel="Geen primaire accountmanager"
            disabled={change.isPending}
            onChange={(value) => {
              choosePrimary(value || null);
              change.mutate(
                { relation: 'primary', teamMemberId: value || null },
                { ...done('De primaire accountmanager is gewijzigd.'), onError: forgetPrimary },
              );
            }}
          />
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StarIcon fontSize="small" color="secondary" aria-hidden />
            <Typography>Primaire accountmanager: {employer.primaryAccountManager?.name ?? 'geen'}</Typography>
          </Stack>
        )}
        <div>
          <Typography variant="subtitle2" component="h3">
            Overige accountmanagers
          </Typography>
          {others.length === 0 ? (
            <Typography color="text.secondary">Geen overige accountmanagers.</Typography>
          ) : (
            <List dense aria-label="Overige accountmanagers" disablePadding>
              {others.map((manager) => (
                <ListItem
                  key={manager.id}
                  disableGutters
                  secondaryAction={
                    editable ? (
                      <IconButton
                        edge="end"
                        aria-label={`${manager.name} verwijderen als accountmanager`}
                        disabled={change.isPending}
                        onClick={() =>
                          change.mutate(
                            { relation: 'others', method: 'DELETE', teamMemberId: manager.id },
                            done(`${manager.name} is geen accountmanager meer van deze werkgever.`),
                          )
                        }
                      >
                        <PersonRemoveIcon />
                      </IconButton>
                    ) : undefined
                  }
                >
                  <ListItemIcon sx={{ minWidth: 0 }} />
                  <ListItemText primary={manager.name} secondary={manager.email} />
                </ListItem>
              ))}
            </List>
          )}
        </div>
        {editable && available.length > 0 ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <SelectField
              label="Accountmanager toevoegen"
              value={adding}
              options={namedOptions(available)}
              onChange={setAdding}
              sx={{ minWidth: 240 }}
            />
            <Button
              variant="outlined"
              disabled={!adding || change.isPending}
              onClick={() =>
                change.mutate(
                  { relation: 'others', method: 'POST', teamMemberId: adding },
                  {
                    onSuccess: () => {
                      setAdding('');
                      enqueueSnackbar('De accountmanager is toegevoegd.', { variant: 'success' });
                    },
                  },
                )
              }
            >
              Toevoegen
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

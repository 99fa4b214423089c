import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { isApiError } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { type Member, useDeactivateMember, useSuccessors } from '../api/members';

/**
 * Deactiveren, with the colleague who takes over the dossiers chosen in the same dialog: the
 * server does both in one transaction, and the sessions of the deactivated colleague end at once.
 */
export function DeactivateDialog({ member, open, onClose }: { member: Member; open: boolean; onClose: () => void }) {
  const { userContext } = useCurrentContext();
  const dossiers = (member.activeDossierCount ?? 0) + (member.archivedDossierCount ?? 0);
  const successors = useSuccessors(userContext.organization.id, open && dossiers > 0);
  const deactivate = useDeactivateMember(member.id);
  const [successorId, setSuccessorId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const choices = (successors.data ?? []).filter((coach) => coach.id !== member.id);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (dossiers > 0 && !successorId) {
      setError(`Kies de collega die de kandidaten van ${member.name} overneemt.`);
      return;
    }
    try {
      await deactivate.mutateAsync(dossiers > 0 ? successorId : null);
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? (failure.errors[0]?.detail ?? failure.message) : 'Er ging iets mis!');
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`${member.name} deactiveren`}
      onSubmit={submit}
      submitLabel="Deactiveren"
      submitting={deactivate.isPending}
    >
      <Typography>
        {member.name} kan dan niet meer inloggen bij {userContext.organization.name}; wie nu ingelogd is, wordt meteen
        uitgelogd. Je kunt het account later weer activeren.
      </Typography>
      {dossiers > 0 ? (
        <>
          <Typography>
            {member.name} is coach van {member.activeDossierCount ?? 0} actieve
            {member.archivedDossierCount ? ` en ${member.archivedDossierCount} gearchiveerde` : ''}{' '}
            {dossiers === 1 ? 'kandidaat' : 'kandidaten'}. Wie neemt die over?
          </Typography>
          <TextField
            select
            label="Nieuwe coach"
            required
            value={successorId}
            onChange={(event) => {
              setSuccessorId(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? undefined}
          >
            {choices.map((coach) => (
              <MenuItem key={coach.id} value={coach.id}>
                {coach.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </FormDialog>
  );
}

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusPage } from '../../../components/status-page';
import { useCurrentContext } from '../../../lib/session/current-context';
import { sessionKeys } from '../../../lib/session/get-session';
import { type AuthenticationRequirement, useAuthenticationRequirements } from '../api/get-authentication-requirements';
import { MfaSetup } from './mfa-setup';

function describe(requirement: AuthenticationRequirement): string[] {
  const lines: string[] = [];
  if (requirement.mfa) lines.push('Inloggen met tweestapsverificatie (een code uit een authenticator-app).');
  if (requirement.emailDomain)
    lines.push(`Een e-mailadres dat eindigt op @${requirement.emailDomain.replace(/^@/, '')}.`);
  if (requirement.domain) lines.push(`Inloggen via ${requirement.domain}.`);
  if (requirement.provider)
    lines.push(
      `Inloggen via ${requirement.provider}; dat kan in Koers nog niet. Neem contact op met je contactpersoon.`,
    );
  return lines;
}

/**
 * The extra-security wall (SPEC §2.3, §6): the organisation's requirements for this user type
 * are not met. A missing second factor can be set up right here; 'Controleer beveiliging'
 * asks the server again.
 */
export function ExtraSecurityPage() {
  const { session, userContext } = useCurrentContext();
  const queryClient = useQueryClient();
  const requirements = useAuthenticationRequirements(userContext.organization.id, userContext.userType);
  const [checked, setChecked] = useState(false);
  const [checking, setChecking] = useState(false);
  const needsMfa = requirements.data?.some((requirement) => requirement.mfa && !requirement.met) ?? false;

  const check = async () => {
    setChecking(true);
    await Promise.all([queryClient.invalidateQueries({ queryKey: sessionKeys.all }), requirements.refetch()]);
    setChecking(false);
    setChecked(true);
  };

  return (
    <StatusPage
      title="Extra eisen aan beveiliging"
      icon={<GppMaybeIcon color="warning" sx={{ fontSize: 48 }} aria-hidden />}
      actions={
        <Button variant="contained" onClick={check} disabled={checking}>
          Controleer beveiliging
        </Button>
      }
    >
      <Typography>
        {userContext.organization.name} stelt extra eisen aan de beveiliging van je account. Je kunt verder zodra je
        daaraan voldoet.
      </Typography>
      {requirements.data ? (
        <List dense aria-label="Eisen" sx={{ width: '100%' }}>
          {requirements.data.flatMap((requirement) =>
            describe(requirement).map((line) => (
              <ListItem key={`${requirement.id}-${line}`} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {requirement.met ? (
                    <CheckCircleIcon color="success" aria-label="Voldaan" />
                  ) : (
                    <RadioButtonUncheckedIcon aria-label="Nog niet voldaan" />
                  )}
                </ListItemIcon>
                <ListItemText primary={line} />
              </ListItem>
            )),
          )}
        </List>
      ) : null}
      {needsMfa && session.user.mfaEnabled && !session.mfaVerified ? (
        <Alert severity="info" sx={{ width: '100%' }}>
          Tweestapsverificatie is ingesteld, maar je bent ingelogd zonder code. Log uit en log opnieuw in met de code
          uit je app.
        </Alert>
      ) : null}
      {needsMfa && !session.user.mfaEnabled ? <MfaSetup /> : null}
      {checked && !checking ? (
        <Alert severity="warning" role="status" sx={{ width: '100%' }}>
          Je voldoet nog niet aan alle eisen.
        </Alert>
      ) : null}
    </StatusPage>
  );
}

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Button, Link, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
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
  if (requirement.domain) lines.push(`Inloggen op ${requirement.domain}, het eigen webadres van je organisatie.`);
  if (requirement.provider)
    lines.push(
      requirement.providerName
        ? `Inloggen via ${requirement.providerName}.`
        : 'Inloggen via een identity provider die je organisatie niet meer heeft ingesteld. Neem contact op met je beheerder.',
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
  const unmetProvider = requirements.data?.find(
    (requirement) => requirement.provider && requirement.providerName && !requirement.met,
  );
  const unmetDomain = requirements.data?.find((requirement) => requirement.domain && !requirement.met)?.domain;
  const providerToUse =
    unmetProvider?.provider && unmetProvider.providerName
      ? { id: unmetProvider.provider, name: unmetProvider.providerName }
      : null;

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
      {unmetDomain && unmetDomain !== window.location.hostname ? (
        <Button variant="outlined" href={`https://${unmetDomain}/login`}>
          Naar {unmetDomain}
        </Button>
      ) : null}
      {providerToUse ? (
        <Button variant="outlined" href={`/api/v1/identity_providers/${encodeURIComponent(providerToUse.id)}/login`}>
          Inloggen via {providerToUse.name}
        </Button>
      ) : null}
      <Typography variant="body2">
        Je wachtwoord, e-mailadres en ingelogde apparaten beheer je ook nu onder{' '}
        <Link component={RouterLink} to="/settings/personal">
          Mijn account
        </Link>
        .
      </Typography>
      {checked && !checking ? (
        <Alert severity="warning" role="status" sx={{ width: '100%' }}>
          Je voldoet nog niet aan alle eisen.
        </Alert>
      ) : null}
    </StatusPage>
  );
}

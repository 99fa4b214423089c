import {
  REQUIREMENT_USER_TYPE_LABELS,
  REQUIREMENT_USER_TYPES,
  type RequirementUserType,
} from '@koers/shared/schemas/security.schema';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  IconButton,
  InputLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { LoadState } from '../../../components/load-state';
import { CrumbedPage, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import type { AuthenticationRequirement } from '../../auth/api/get-authentication-requirements';
import {
  type IdentityProvider,
  useAllRequirements,
  useDeleteRequirement,
  useIdentityProvider,
  useSaveIdentityProvider,
  useSaveRequirement,
} from '../api/security';

const TRAIL = [{ label: 'Instellingen', to: '/settings' }];

function describeRequirement(requirement: AuthenticationRequirement): string {
  const parts: string[] = [];
  if (requirement.mfa) parts.push('tweestapsverificatie');
  if (requirement.emailDomain) parts.push(`e-mailadres op @${requirement.emailDomain}`);
  if (requirement.domain) parts.push(`inloggen via ${requirement.domain}`);
  if (requirement.provider)
    parts.push(`inloggen via ${requirement.providerName ?? 'een identity provider die niet meer bestaat'}`);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const fields = error.fieldErrors();
  return Object.keys(fields).length ? fields : { mfa: error.errors[0]?.detail ?? '' };
}

function NewRequirementForm({
  organizationId,
  provider,
}: {
  organizationId: string;
  provider: IdentityProvider | null;
}) {
  const save = useSaveRequirement(organizationId);
  const [userType, setUserType] = useState<RequirementUserType>('member');
  const [mfa, setMfa] = useState(false);
  const [emailDomain, setEmailDomain] = useState('');
  const [useProvider, setUseProvider] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({
        id: null,
        input: { userType, mfa, emailDomain, domain: null, provider: useProvider && provider ? provider.id : null },
      });
      setMfa(false);
      setEmailDomain('');
      setUseProvider(false);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Eis toevoegen">
      <FormControl sx={{ maxWidth: 320 }}>
        <InputLabel id="requirement-user-type">Voor wie</InputLabel>
        <Select
          labelId="requirement-user-type"
          label="Voor wie"
          value={userType}
          onChange={(event) => setUserType(event.target.value as RequirementUserType)}
        >
          {REQUIREMENT_USER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {REQUIREMENT_USER_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControlLabel
        control={<Checkbox checked={mfa} onChange={(event) => setMfa(event.target.checked)} />}
        label="Tweestapsverificatie verplicht"
      />
      <TextField
        label="E-maildomein (optioneel)"
        placeholder="gemeente.nl"
        value={emailDomain}
        onChange={(event) => setEmailDomain(event.target.value)}
        error={Boolean(errors.emailDomain)}
        helperText={errors.emailDomain ?? 'Alleen e-mailadressen in dit domein hebben toegang.'}
        sx={{ maxWidth: 420 }}
      />
      {provider ? (
        <FormControlLabel
          control={<Checkbox checked={useProvider} onChange={(event) => setUseProvider(event.target.checked)} />}
          label={`Inloggen via ${provider.name} verplicht`}
        />
      ) : null}
      {errors.mfa || errors.provider || errors.userType ? (
        <Alert severity="error">{errors.mfa ?? errors.provider ?? errors.userType}</Alert>
      ) : null}
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        Eis toevoegen
      </Button>
    </Stack>
  );
}

function RequirementsCard({ organizationId, provider }: { organizationId: string; provider: IdentityProvider | null }) {
  const requirements = useAllRequirements(organizationId);
  const remove = useDeleteRequirement();
  return (
    <SectionCard title="Eisen per soort gebruiker">
      <Typography>
        Wie niet aan een eis voldoet, komt pas verder in Koers als dat wel zo is. Mijn account blijft bereikbaar om
        bijvoorbeeld tweestapsverificatie in te stellen.
      </Typography>
      {requirements.data ? null : (
        <LoadState pending={requirements.isPending} errorText="De eisen konden niet worden geladen." />
      )}
      {requirements.data
        ? REQUIREMENT_USER_TYPES.map((type) => {
            const own = requirements.data.filter((requirement) => requirement.userType === type);
            return (
              <Stack key={type} spacing={0.5} sx={{ pt: 1 }}>
                <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                  {REQUIREMENT_USER_TYPE_LABELS[type]}
                </Typography>
                {own.length === 0 ? (
                  <Typography color="text.secondary">Geen extra eisen.</Typography>
                ) : (
                  <List dense aria-label={`Eisen voor ${REQUIREMENT_USER_TYPE_LABELS[type].toLowerCase()}`}>
                    {own.map((requirement) => (
                      <ListItem
                        key={requirement.id}
                        disableGutters
                        secondaryAction={
                          <IconButton
                            edge="end"
                            aria-label={`Eis verwijderen: ${describeRequirement(requirement)}`}
                            onClick={() => remove.mutate(requirement.id)}
                            disabled={remove.isPending}
                          >
                            <DeleteIcon />
                          </IconButton>
                        }
                      >
                        <ListItemText primary={describeRequirement(requirement)} />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Stack>
            );
          })
        : null}
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, pt: 1 }}>
        Eis toevoegen
      </Typography>
      <NewRequirementForm organizationId={organizationId} provider={provider} />
    </SectionCard>
  );
}

function IdentityProviderCard({
  organizationId,
  provider,
}: {
  organizationId: string;
  provider: IdentityProvider | null;
}) {
  const save = useSaveIdentityProvider(organizationId);
  const [name, setName] = useState(provider?.name ?? '');
  const [issuer, setIssuer] = useState(provider?.issuer ?? '');
  const [clientId, setClientId] = useState(provider?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ name, issuer, clientId, clientSecret: clientSecret || null });
      setClientSecret('');
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };
  const field = (key: string, helper?: string) => ({
    error: Boolean(errors[key]),
    helperText: errors[key] ?? helper,
  });
  return (
    <SectionCard title="Identity provider (OpenID Connect)">
      <Typography>
        Laat collega’s, kandidaten of werkgevers inloggen via het account van jullie organisatie (bijvoorbeeld Microsoft
        Entra ID). Koers zoekt het account op het geverifieerde e-mailadres, alleen binnen jullie organisatie.
      </Typography>
      {provider ? (
        <Typography variant="body2">
          Redirect-URI om bij de identity provider te registreren: <code>{provider.redirectUri}</code>
        </Typography>
      ) : null}
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Identity provider instellen">
        <TextField label="Naam" required value={name} onChange={(e) => setName(e.target.value)} {...field('name')} />
        <TextField
          label="Issuer-URL"
          required
          value={issuer}
          onChange={(e) => setIssuer(e.target.value)}
          {...field('issuer', 'Koers leest hier /.well-known/openid-configuration.')}
        />
        <TextField
          label="Client-ID"
          required
          value={clientId}
          onChange={(e) => setClientId(e.target.value)}
          {...field('clientId')}
        />
        <TextField
          label="Client-secret"
          type="password"
          autoComplete="new-password"
          required={!provider}
          value={clientSecret}
          onChange={(e) => setClientSecret(e.target.value)}
          {...field('clientSecret', provider ? 'Laat leeg om het opgeslagen secret te houden.' : undefined)}
        />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Identity provider opslaan
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** Beveiligingseisen (`/settings/organization/security`): requirements per user type and the identity provider. */
export function SecurityRoute() {
  usePageTitle('Beveiligingseisen');
  const { userContext } = useCurrentContext();
  const organizationId = userContext.organization.id;
  const provider = useIdentityProvider(organizationId);
  return (
    <CrumbedPage
      crumbs={<PageCrumbs trail={TRAIL} current="Beveiligingseisen" />}
      title="Beveiligingseisen"
      maxWidth={880}
    >
      {provider.isSuccess ? null : (
        <LoadState pending={provider.isPending} errorText="De beveiligingsinstellingen konden niet worden geladen." />
      )}
      {provider.isSuccess ? (
        <>
          <RequirementsCard organizationId={organizationId} provider={provider.data} />
          <IdentityProviderCard
            key={provider.data?.id ?? 'new'}
            organizationId={organizationId}
            provider={provider.data}
          />
        </>
      ) : null}
    </CrumbedPage>
  );
}

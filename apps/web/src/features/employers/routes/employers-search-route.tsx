import BusinessIcon from '@mui/icons-material/Business';
import PublicIcon from '@mui/icons-material/Public';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { formatNumber } from '../../../lib/format';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useInternetEmployerSearch, useOwnEmployerSearch } from '../api/search-employers';

function newEmployerLink(companyName: string, cityName: string, continueFromSearch: string): string {
  const params = new URLSearchParams({ continueFromSearch });
  if (companyName) params.set('companyName', companyName);
  if (cityName) params.set('cityName', cityName);
  return `/employers/new?${params.toString()}`;
}

/**
 * `/employers/search?companyName=&cityName=`: before adding an employer, look the company up among
 * the organisation's employers and the internet employers of the vacancies service, so nobody
 * adds a duplicate and the known data can be taken over.
 */
export function EmployersSearchRoute() {
  usePageTitle('Werkgever zoeken');
  const { userContext } = useCurrentContext();
  const [params, setParams] = useSearchParams();
  const terms = { companyName: params.get('companyName') ?? '', cityName: params.get('cityName') ?? '' };
  const [companyName, setCompanyName] = useState(terms.companyName);
  const [cityName, setCityName] = useState(terms.cityName);
  const own = useOwnEmployerSearch(userContext.organization.id, terms);
  const internet = useInternetEmployerSearch(terms);
  const searched = terms.companyName.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (companyName.trim()) next.set('companyName', companyName.trim());
    if (cityName.trim()) next.set('cityName', cityName.trim());
    setParams(next);
  };

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Werkgever toevoegen"
        description={
          <>
            Zoek eerst of de werkgever al bekend is, bij {userContext.organization.name} of uit vacatures op internet.
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="form" onSubmit={submit} role="search" aria-label="Werkgever zoeken">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              label="Bedrijfsnaam of KvK-nummer"
              value={companyName}
              onChange={(event) => setCompanyName(event.target.value)}
              required
              sx={{ flexGrow: 1 }}
            />
            <TextField label="Plaats" value={cityName} onChange={(event) => setCityName(event.target.value)} />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ alignSelf: { md: 'center' } }}>
              Zoeken
            </Button>
          </Stack>
        </Box>
      </Paper>
      {searched ? (
        <>
          <section aria-labelledby="own-employers-title">
            <Typography id="own-employers-title" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              Bekend bij {userContext.organization.name}
            </Typography>
            {own.isPending ? (
              <CircularProgress aria-label="Bezig met zoeken" />
            ) : (own.data ?? []).length === 0 ? (
              <Typography color="text.secondary">Geen werkgevers gevonden.</Typography>
            ) : (
              <Paper variant="outlined">
                <List aria-label={`Bekend bij ${userContext.organization.name}`} disablePadding>
                  {(own.data ?? []).map((employer) => (
                    <ListItem key={employer.id} divider>
                      <ListItemIcon>
                        <BusinessIcon aria-hidden />
                      </ListItemIcon>
                      <ListItemText
                        primary={
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <Link component={RouterLink} to={`/employers/${employer.id}`} sx={{ fontWeight: 600 }}>
                              {employer.name}
                            </Link>
                            {employer.archived ? <Chip size="small" label="Gearchiveerd" /> : null}
                          </Stack>
                        }
                        secondary={[employer.city, employer.nationalId ? `KvK ${employer.nationalId}` : null]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              </Paper>
            )}
          </section>
          <section aria-labelledby="internet-employers-title">
            <Typography id="internet-employers-title" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              Gevonden in vacatures op internet
            </Typography>
            {internet.isPending ? (
              <CircularProgress aria-label="Bezig met zoeken" />
            ) : internet.isError ? (
              <Alert severity="warning">Werkgevers op internet zijn nu niet te doorzoeken.</Alert>
            ) : (internet.data ?? []).length === 0 ? (
              <Typography color="text.secondary">Geen werkgevers gevonden.</Typography>
            ) : (
              <Paper variant="outlined">
                <List aria-label="Gevonden in vacatures op internet" disablePadding>
                  {(internet.data ?? []).map((employer) => (
                    <ListItem key={employer.id} divider sx={{ flexWrap: 'wrap', gap: 1 }} secondaryAction={undefined}>
                      <ListItemIcon>
                        <PublicIcon aria-hidden />
                      </ListItemIcon>
                      <ListItemText
                        primary={employer.name}
                        secondary={[
                          employer.city,
                          employer.cocNumber ? `KvK ${employer.cocNumber}` : null,
                          employer.vacancyCount !== null
                            ? `${formatNumber(employer.vacancyCount)} ${employer.vacancyCount === 1 ? 'vacature' : 'vacatures'}`
                            : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                      <Button
                        component={RouterLink}
                        to={newEmployerLink(terms.companyName, terms.cityName, employer.id)}
                        variant="outlined"
                        size="small"
                        aria-label={`Gegevens overnemen van ${employer.name}`}
                      >
                        Gegevens overnemen
                      </Button>
                    </ListItem>
                  ))}
                </List>
              </Paper>
            )}
          </section>
          <Box>
            <Button
              component={RouterLink}
              to={newEmployerLink(terms.companyName, terms.cityName, 'true')}
              variant="contained"
            >
              Nieuwe werkgever toevoegen
            </Button>
          </Box>
        </>
      ) : null}
    </Stack>
  );
}

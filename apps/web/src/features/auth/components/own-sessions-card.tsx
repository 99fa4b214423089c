import { formatDateTime } from '@koers/shared/calendar';
import ComputerIcon from '@mui/icons-material/Computer';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import TabletIcon from '@mui/icons-material/Tablet';
import { Button, Chip, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { LoadState } from '../../../components/load-state';
import { SectionCard } from '../../../components/section-card';
import { type OwnSession, useEndSessions, useOwnSessions } from '../api/own-sessions';

const ICONS = { phone: PhoneIphoneIcon, tablet: TabletIcon, computer: ComputerIcon } as const;
const KIND_NAMES = { phone: 'Telefoon', tablet: 'Tablet', computer: 'Computer' } as const;
const ADDRESS_KINDS: Record<OwnSession['addressKind'], string | null> = {
  loopback: 'deze computer',
  private: 'lokaal netwerk',
  public: 'internet',
  unknown: null,
};

/** "Firefox op Windows", or what little the browser told. */
export function deviceName(session: Pick<OwnSession, 'browser' | 'system' | 'deviceKind'>): string {
  if (session.browser && session.system) return `${session.browser} op ${session.system}`;
  return (
    session.browser ?? session.system ?? (session.deviceKind ? KIND_NAMES[session.deviceKind] : 'Onbekend apparaat')
  );
}

function placeOf(session: OwnSession): string {
  const kind = ADDRESS_KINDS[session.addressKind];
  if (!session.ip) return 'Adres onbekend';
  return kind ? `Adres ${session.ip} (${kind})` : `Adres ${session.ip}`;
}

/** Where the person is logged in, with Uitloggen per other device and Overal uitloggen. */
export function OwnSessionsCard() {
  const sessions = useOwnSessions();
  const end = useEndSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <SectionCard
      title="Ingelogde apparaten"
      actions={
        <Button
          variant="outlined"
          color="error"
          onClick={() => end.mutate(null)}
          disabled={others === 0 || end.isPending}
        >
          Overal uitloggen
        </Button>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Hier ben je ingelogd. Herken je een apparaat niet? Log het uit en wijzig je wachtwoord.
        {others === 0 && sessions.data ? ' Je bent nergens anders ingelogd.' : ''}
      </Typography>
      {sessions.data ? (
        <List aria-label="Ingelogde apparaten" disablePadding>
          {sessions.data.map((session) => {
            const Icon = session.deviceKind ? ICONS[session.deviceKind] : DevicesOtherIcon;
            return (
              <ListItem
                key={session.id}
                divider
                disableGutters
                secondaryAction={
                  session.current ? null : (
                    <Button
                      onClick={() => end.mutate(session.id)}
                      disabled={end.isPending}
                      aria-label={`${deviceName(session)} uitloggen`}
                    >
                      Uitloggen
                    </Button>
                  )
                }
                sx={{ pr: session.current ? 0 : 12 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon aria-hidden />
                </ListItemIcon>
                <ListItemText
                  disableTypography
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {deviceName(session)}
                      </Typography>
                      {session.current ? <Chip size="small" color="primary" label="Dit apparaat" /> : null}
                    </Stack>
                  }
                  secondary={
                    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                      {placeOf(session)} · ingelogd {formatDateTime(session.createdAt)} · laatst actief{' '}
                      {formatDateTime(session.lastSeenAt)}
                    </Typography>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <LoadState pending={sessions.isPending} errorText="De apparaten konden niet worden geladen." />
      )}
    </SectionCard>
  );
}

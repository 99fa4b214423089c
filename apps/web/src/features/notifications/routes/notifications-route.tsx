import { formatDateTime } from '@koers/shared/calendar';
import DoneIcon from '@mui/icons-material/Done';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import {
  Button,
  IconButton,
  Link,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { InboxPage, SwitchFilter, UnreadChip } from '../../../components/inbox-page';
import { usePageTitle } from '../../../components/page-title';
import { PagedQueryList, useUrlPage } from '../../../components/paged-query-list';
import { type Notification, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useSetNotificationRead } from '../api/notification-mutations';

function NotificationItem({ notification }: { notification: Notification }) {
  const setRead = useSetNotificationRead();
  const navigate = useNavigate();
  const unread = !notification.read;
  const toggleLabel = unread ? 'Markeer als gelezen' : 'Markeer als ongelezen';
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        <Tooltip title={toggleLabel}>
          <IconButton
            edge="end"
            aria-label={`${toggleLabel}: ${notification.title}`}
            onClick={() => setRead.mutate({ id: notification.id, read: unread })}
          >
            {unread ? <DoneIcon /> : <MarkEmailUnreadIcon />}
          </IconButton>
        </Tooltip>
      }
    >
      <ListItemButton
        component={RouterLink}
        to={notification.link}
        onClick={(event: React.MouseEvent) => {
          if (!unread) return;
          // Opening it is reading it: marked first, then on to where it leads.
          event.preventDefault();
          setRead.mutate({ id: notification.id, read: true }, { onSettled: () => navigate(notification.link) });
        }}
        sx={{ alignItems: 'flex-start', pr: 8 }}
      >
        <ListItemText
          primary={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Typography component="span" sx={{ fontWeight: unread ? 700 : 400 }}>
                {unread ? <UnreadChip label="Nieuw" side="before" /> : null}
                {notification.title}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {formatDateTime(notification.occurredAt)}
              </Typography>
            </Stack>
          }
          secondary={notification.body}
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * `/notifications` (SPEC §2.2, issue 21.3): what happened to the person, newest first, 20 a
 * page; unread ones marked, one or all marked read; the unread ones alone behind a switch.
 */
export function NotificationsRoute() {
  usePageTitle('Meldingen');
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('ongelezen') === 'ja';
  const { page } = useUrlPage();
  const list = useNotifications({ unreadOnly, page });
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = list.data?.unreadCount ?? 0;

  return (
    <InboxPage
      title="Meldingen"
      spread
      bar={
        <>
          <SwitchFilter
            label="Alleen ongelezen"
            checked={unreadOnly}
            onChange={(checked) => setParams(checked ? { ongelezen: 'ja' } : {}, { replace: true })}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
              {unreadCount === 1 ? '1 ongelezen' : `${unreadCount} ongelezen`}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<DoneIcon aria-hidden />}
              disabled={unreadCount === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Alles als gelezen markeren
            </Button>
          </Stack>
        </>
      }
    >
      <PagedQueryList
        query={list}
        items={list.data?.notifications}
        label={unreadOnly ? 'Ongelezen meldingen' : 'Meldingen'}
        errorText="De meldingen konden niet worden geladen."
        emptyText={unreadOnly ? 'Je hebt geen ongelezen meldingen.' : 'Je hebt nog geen meldingen.'}
        count={list.data?.count}
      >
        {(notification) => <NotificationItem key={notification.id} notification={notification} />}
      </PagedQueryList>
      <Typography variant="body2">
        Wanneer je e-mail krijgt over je meldingen, stel je in bij{' '}
        <Link component={RouterLink} to="/settings/personal/email-settings">
          je e-mailinstellingen
        </Link>
        .
      </Typography>
    </InboxPage>
  );
}

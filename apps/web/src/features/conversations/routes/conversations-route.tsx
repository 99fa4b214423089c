import { formatDateTime } from '@koers/shared/calendar';
import { Link, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { InboxPage, SwitchFilter, UnreadChip } from '../../../components/inbox-page';
import { usePageTitle } from '../../../components/page-title';
import { PagedQueryList, useUrlPage } from '../../../components/paged-query-list';
import { SearchField } from '../../../components/search-field';
import { useCurrentContext } from '../../../lib/session/current-context';
import type { Conversation } from '../api/conversation-types';
import { useConversations } from '../api/get-conversations';

/** The others in a conversation, by name. */
export function otherNames(conversation: Conversation, ownId: string): string {
  const others = conversation.participants.filter((person) => person.id !== ownId);
  return others.map((person) => person.name).join(', ') || 'Alleen jij';
}

function ConversationItem({ conversation, ownId }: { conversation: Conversation; ownId: string }) {
  const unread = conversation.unreadCount > 0;
  const last = conversation.lastMessage;
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={`/conversations/${conversation.id}`} sx={{ alignItems: 'flex-start' }}>
        <ListItemText
          primary={
            // At phone width the date goes under the subject: side by side they ran past the screen's edge.
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0, sm: 1 }}
              sx={{ alignItems: { xs: 'flex-start', sm: 'baseline' }, justifyContent: 'space-between' }}
            >
              <Typography
                component="span"
                sx={{ fontWeight: unread ? 700 : 400, minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}
              >
                {conversation.subject}
                {unread ? <UnreadChip label={`${conversation.unreadCount} ongelezen`} side="after" /> : null}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {formatDateTime(conversation.lastEventAt)}
              </Typography>
            </Stack>
          }
          secondary={
            <>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {otherNames(conversation, ownId)}
              </Typography>
              {last ? (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {last.author ? `${last.author.name}: ` : ''}
                  {last.content}
                </Typography>
              ) : null}
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * `/conversations` (list, unread marked) and `/conversations/search?q=` (SPEC §2.2): newest event
 * first, 20 a page (SPEC §9); the hidden ones behind a switch.
 */
export function ConversationsPage() {
  usePageTitle('Berichten');
  const { userContext } = useCurrentContext();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const hidden = params.get('hidden') === 'true';
  const { page } = useUrlPage();
  const [input, setInput] = useState(q);
  useEffect(() => setInput(q), [q]);
  const list = useConversations({ q, hidden: hidden && !q, page });

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const term = input.trim();
    navigate(term ? `/conversations/search?q=${encodeURIComponent(term)}` : '/conversations');
  };

  return (
    <InboxPage
      title="Berichten"
      onSearch={search}
      bar={
        <>
          <SearchField label="Zoek in gesprekken" value={input} onChange={setInput} size="small" grow />
          {q ? null : (
            <SwitchFilter
              label="Verborgen gesprekken"
              checked={hidden}
              onChange={(checked) => setParams(checked ? { hidden: 'true' } : {}, { replace: true })}
            />
          )}
        </>
      }
    >
      {q ? (
        <Typography>
          Gesprekken met ‘{q}’.{' '}
          <Link component={RouterLink} to="/conversations">
            Alle gesprekken
          </Link>
        </Typography>
      ) : null}
      <PagedQueryList
        query={list}
        items={list.data?.conversations}
        label={hidden ? 'Verborgen gesprekken' : 'Gesprekken'}
        errorText="De gesprekken konden niet worden geladen."
        emptyText={
          q
            ? 'Geen gesprekken gevonden.'
            : hidden
              ? 'Je hebt geen verborgen gesprekken.'
              : 'Je hebt nog geen gesprekken. Begin er een met de knop Nieuw gesprek.'
        }
        count={list.data?.count}
      >
        {(conversation) => (
          <ConversationItem key={conversation.id} conversation={conversation} ownId={userContext.id} />
        )}
      </PagedQueryList>
    </InboxPage>
  );
}

import { formatDateTime } from '@koers/shared/calendar';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { usePageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { conversationKeys } from '../api/conversation-keys';
import { useLeaveConversation, useMarkRead, useSendMessage, useSetHidden } from '../api/conversation-mutations';
import type { ConversationMessage, ThreadEntry } from '../api/conversation-types';
import { getThread, useConversation } from '../api/get-conversation';
import { personLabel } from '../components/person-label';

function Message({ message, own }: { message: ConversationMessage; own: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
      <Paper
        component="article"
        variant="outlined"
        sx={{ p: 1.5, maxWidth: '80%', bgcolor: own ? 'action.hover' : 'background.paper' }}
      >
        <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
          {own ? 'Jij' : (message.author?.name ?? 'Onbekend')}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            · {formatDateTime(message.createdAt)}
          </Typography>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.content}</Typography>
      </Paper>
    </Box>
  );
}

function Entry({ entry, ownId }: { entry: ThreadEntry; ownId: string }) {
  if (entry.kind === 'message') return <Message message={entry} own={entry.author?.id === ownId} />;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {entry.actor?.name ?? 'Iemand'} heeft het gesprek verlaten · {formatDateTime(entry.createdAt)}
    </Typography>
  );
}

/** The thread, newest page first loaded; 'Eerdere berichten' pages back (conversation_events before). */
function Thread({ conversationId, ownId }: { conversationId: string; ownId: string }) {
  const thread = useInfiniteQuery({
    queryKey: conversationKeys.events(conversationId),
    queryFn: ({ pageParam }) => getThread(conversationId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage, allPages) => {
      const loaded = allPages.reduce((sum, page) => sum + page.entries.length, 0);
      return loaded < lastPage.count && lastPage.entries.length > 0 ? lastPage.entries[0]?.id : undefined;
    },
  });
  const markRead = useMarkRead();
  const entries = [...(thread.data?.pages ?? [])].reverse().flatMap((page) => page.entries);
  const newest = thread.data?.pages[0]?.entries.filter((entry) => entry.kind === 'message').at(-1);
  const unseen =
    newest && newest.kind === 'message' && newest.author?.id !== ownId && !newest.readerIds.includes(ownId);
  const { mutate } = markRead;
  useEffect(() => {
    if (unseen && newest) mutate(newest.id);
  }, [unseen, newest, mutate]);

  if (thread.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  if (thread.isError) return <Alert severity="error">De berichten konden niet worden geladen.</Alert>;
  return (
    <Stack spacing={1.5} component="section" aria-label="Berichten in dit gesprek">
      {thread.hasNextPage ? (
        <Button
          onClick={() => thread.fetchNextPage()}
          disabled={thread.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          Eerdere berichten
        </Button>
      ) : null}
      {entries.length === 0 ? <Typography color="text.secondary">Nog geen berichten.</Typography> : null}
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} ownId={ownId} />
      ))}
    </Stack>
  );
}

function Composer({ conversationId }: { conversationId: string }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useSendMessage(conversationId);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError('Vul een bericht in.');
      return;
    }
    setError(undefined);
    try {
      await send.mutateAsync(content.trim());
      setContent('');
    } catch (failure) {
      if (isApiError(failure, 422)) setError(failure.errors[0]?.detail);
    }
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1}>
      <TextField
        label="Bericht"
        multiline
        minRows={2}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        error={Boolean(error)}
        helperText={error}
      />
      <Button type="submit" variant="contained" disabled={send.isPending} sx={{ alignSelf: 'flex-end' }}>
        Versturen
      </Button>
    </Stack>
  );
}

/** `/conversations/{id}`: the thread, the composer, the participants, hide and leave. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const { userContext } = useCurrentContext();
  const conversation = useConversation(id);
  const setHidden = useSetHidden(id);
  const leave = useLeaveConversation(id);
  const navigate = useNavigate();
  const [confirmLeave, setConfirmLeave] = useState(false);
  usePageTitle(conversation.data?.subject ?? 'Gesprek');

  if (conversation.isPending) {
    return (
      <Box role="status" sx={{ p: 3 }}>
        <CircularProgress aria-label="Bezig met laden" />
      </Box>
    );
  }
  if (conversation.isError) {
    if (isApiError(conversation.error, 404)) return <NotFoundPage />;
    return <Alert severity="error">Het gesprek kon niet worden geladen.</Alert>;
  }
  const data = conversation.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Box>
        <Button component={RouterLink} to="/conversations" size="small">
          Alle gesprekken
        </Button>
        <Typography variant="h1" component="h1">
          {data.subject}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="participants-title">
        <Typography id="participants-title" variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          Deelnemers
        </Typography>
        <Typography>
          {data.participants
            .map((person) =>
              person.id === userContext.id ? 'Jij' : `${person.name} (${personLabel(person.userType)})`,
            )
            .join(', ')}
        </Typography>
        {data.formerParticipants.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            Eerder in dit gesprek: {data.formerParticipants.map((person) => person.name).join(', ')}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            size="small"
            disabled={setHidden.isPending}
            onClick={() =>
              setHidden.mutate(!data.hidden, {
                onSuccess: () =>
                  enqueueSnackbar(data.hidden ? 'Het gesprek staat weer in je lijst.' : 'Het gesprek is verborgen.', {
                    variant: 'success',
                  }),
              })
            }
          >
            {data.hidden ? 'Niet meer verbergen' : 'Verbergen'}
          </Button>
          <Button variant="outlined" size="small" color="error" onClick={() => setConfirmLeave(true)}>
            Gesprek verlaten
          </Button>
        </Stack>
      </Box>
      <Thread conversationId={id} ownId={userContext.id} />
      <Composer conversationId={id} />
      <Dialog open={confirmLeave} onClose={() => setConfirmLeave(false)} aria-labelledby="leave-title">
        <DialogTitle id="leave-title">Gesprek verlaten?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Je ziet dit gesprek daarna niet meer. De anderen zien dat je het gesprek hebt verlaten.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmLeave(false)}>Annuleren</Button>
          <Button
            color="error"
            variant="contained"
            disabled={leave.isPending}
            onClick={() =>
              leave.mutate(undefined, {
                onSuccess: () => {
                  setConfirmLeave(false);
                  enqueueSnackbar('Je hebt het gesprek verlaten.', { variant: 'success', survivesNavigation: true });
                  navigate('/conversations');
                },
              })
            }
          >
            Verlaten
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

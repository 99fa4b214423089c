import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { useToolboxItems } from '../api/toolbox-api';
import { sharedText } from '../components/toolbox-content';
import { ToolboxTabs } from '../components/toolbox-tabs';

// The form (react-hook-form, zod, the text editor) loads when the dialog first opens.
const ToolboxItemDialog = lazy(() =>
  import('../components/toolbox-item-dialog').then((module) => ({ default: module.ToolboxItemDialog })),
);

/** '1 link', '3 bestanden'; nothing for none. */
function countText(count: number, one: string, many: string): string {
  if (count === 0) return '';
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

/**
 * `/toolbox` and `/toolbox/essentials`: the organisation's library of tips and material. A coach
 * adds a tip here and opens one to change or share it.
 */
export function ToolboxRoute() {
  usePageTitle('Toolbox');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search).trim();
  const items = useToolboxItems(q);
  const [adding, setAdding] = useState(false);
  return (
    <Stack spacing={3}>
      <PageHeading
        title="Toolbox"
        description="Tips en materiaal van jullie organisatie. Deel ze met één kandidaat of met alle kandidaten."
      />
      <ToolboxTabs current="tips" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          label="Zoek in tips en materiaal"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: 'nowrap' }}
        >
          Tip toevoegen
        </Button>
      </Stack>
      {items.isError ? <Alert severity="error">Er ging iets mis!</Alert> : null}
      {items.isPending ? <CircularProgress aria-label="Bezig met laden" /> : null}
      {items.data?.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {q ? `Geen tips of materiaal gevonden met ‘${q}’.` : 'Er zijn nog geen tips. Voeg de eerste toe.'}
        </Typography>
      ) : null}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Tips en materiaal">
        {items.data?.map((item) => (
          <li key={item.id}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={`/toolbox/${item.id}`}>
                <CardContent>
                  <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {[
                      sharedText(item),
                      countText(item.links.length, 'link', 'links'),
                      countText(item.files.length, 'bestand', 'bestanden'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
      {adding ? (
        <Suspense fallback={null}>
          <ToolboxItemDialog
            item={null}
            open
            onClose={() => setAdding(false)}
            onSaved={(saved) => void navigate(`/toolbox/${saved.id}`)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

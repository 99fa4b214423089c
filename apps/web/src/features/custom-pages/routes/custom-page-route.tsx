import { formatDate } from '@koers/shared/calendar';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useCustomPage } from '../api/get-custom-page';

/** `/pages/{id}`: one page of the organisation. */
export function CustomPageRoute() {
  const { id = '' } = useParams();
  const page = useCustomPage(id);
  usePageTitle(page.data?.title ?? 'Pagina');
  if (isApiError(page.error, 404) || isApiError(page.error, 400)) return <NotFoundPage />;
  if (page.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  if (!page.data) return null;
  return (
    <Stack spacing={2}>
      <PageCrumbs trail={[{ label: 'Pagina’s', to: '/pages' }]} current={page.data.title} currentIsPage />
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {page.data.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Bijgewerkt op {formatDate(page.data.updatedAt)}
        </Typography>
        <Box
          sx={{ '& h3': { fontSize: '1.15rem', mt: 2, mb: 0.5 }, '& p': { my: 1 }, overflowWrap: 'anywhere' }}
          // Sanitised by the server before it was stored and again when served, as vacancy descriptions are.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised page HTML
          dangerouslySetInnerHTML={{ __html: page.data.body }}
        />
      </Paper>
    </Stack>
  );
}

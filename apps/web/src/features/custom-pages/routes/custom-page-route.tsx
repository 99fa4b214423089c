import { formatDate } from '@koers/shared/calendar';
import { Breadcrumbs, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { usePageTitle } from '../../../components/page-title';
import { PlainText } from '../../../components/plain-text';
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
      <Breadcrumbs aria-label="Kruimelpad">
        <Link component={RouterLink} to="/pages">
          Pagina’s
        </Link>
        <Typography color="text.primary" aria-current="page">
          {page.data.title}
        </Typography>
      </Breadcrumbs>
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {page.data.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Bijgewerkt op {formatDate(page.data.updatedAt)}
        </Typography>
        <PlainText text={page.data.body} />
      </Paper>
    </Stack>
  );
}

import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { InternalVacancy } from '../api/internal-vacancy-types';
import { VacancyStateChip } from './vacancy-state-chip';
import { windowText } from './vacancy-window';

type Props = {
  vacancies: InternalVacancy[];
  /** Where a vacancy's page is: `/employer_vacancies/{id}` or under its employer. */
  hrefOf: (vacancy: InternalVacancy) => string;
  showEmployer: boolean;
  caption: string;
};

/** '3 voorgesteld, 1 wacht op antwoord' (issue 38.3). */
function candidatesText(vacancy: InternalVacancy): string {
  const proposed = vacancy.candidatesProposed ?? 0;
  if (proposed === 0) return 'Geen';
  const awaiting = vacancy.candidatesAwaitingAnswer ?? 0;
  return `${proposed} voorgesteld, ${awaiting} ${awaiting === 1 ? 'wacht' : 'wachten'} op antwoord`;
}

/**
 * Vacancies with their state, window, hours and candidates; on a phone the window and the
 * candidates go under the title, without hours, so the table fits the screen's width.
 */
export function InternalVacancyTable({ vacancies, hrefOf, showEmployer, caption }: Props) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Vacature</TableCell>
            {showEmployer && wide ? <TableCell>Werkgever</TableCell> : null}
            <TableCell>Status</TableCell>
            {wide ? <TableCell>Publicatie</TableCell> : null}
            {wide ? <TableCell>Uren</TableCell> : null}
            {wide ? <TableCell>Kandidaten</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {vacancies.map((vacancy) => (
            <TableRow key={vacancy.id}>
              <TableCell>
                <Link component={RouterLink} to={hrefOf(vacancy)} sx={{ fontWeight: 500 }}>
                  {vacancy.title}
                </Link>
                {vacancy.city ? (
                  <Typography variant="body2" color="text.secondary">
                    {vacancy.city}
                  </Typography>
                ) : null}
                {wide ? null : (
                  <>
                    <Typography variant="body2" color="text.secondary">
                      {windowText(vacancy)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Kandidaten: {candidatesText(vacancy)}
                    </Typography>
                  </>
                )}
              </TableCell>
              {showEmployer && wide ? <TableCell>{vacancy.employerName}</TableCell> : null}
              <TableCell>
                <VacancyStateChip state={vacancy.state} />
              </TableCell>
              {wide ? <TableCell>{windowText(vacancy)}</TableCell> : null}
              {wide ? <TableCell>{vacancy.humanHoursIndication ?? '—'}</TableCell> : null}
              {wide ? <TableCell>{candidatesText(vacancy)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { Button, Link, Popover, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { InternetEmployer } from '../api/explorer-types';

/** The organisation popover of the detail: what is known of the employer, and its page. */
export function OrganizationPopover({
  name,
  organization,
  employerHref,
}: {
  name: string;
  organization: InternetEmployer | null;
  employerHref: string | null;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  if (!organization) return <Typography>{name}</Typography>;
  const facts: Array<[string, string | null]> = [
    ['Plaats', organization.location],
    ['Branche', organization.sector],
    ['Activiteit', organization.activity],
    ['Grootte', organization.size?.long ?? null],
    ['KvK-nummer', organization.cocNumber],
  ];
  return (
    <>
      <Button
        size="small"
        startIcon={<BusinessIcon />}
        aria-haspopup="dialog"
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', alignSelf: 'flex-start' }}
      >
        {name}
      </Button>
      <Popover id={id} open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <Stack spacing={0.5} sx={{ p: 2, maxWidth: 340 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {organization.name}
          </Typography>
          {organization.isIntermediary ? <Typography variant="body2">Intermediair</Typography> : null}
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Typography key={label} variant="body2">
                {label}: {value}
              </Typography>
            ))}
          {organization.websiteUrl ? (
            <Link href={organization.websiteUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              {organization.website ?? organization.websiteUrl}
            </Link>
          ) : null}
          {organization.linkedinUrl ? (
            <Link href={organization.linkedinUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              LinkedIn
            </Link>
          ) : null}
          {employerHref ? (
            <Link component={RouterLink} to={employerHref} variant="body2">
              Alle vacatures van deze werkgever
            </Link>
          ) : null}
        </Stack>
      </Popover>
    </>
  );
}

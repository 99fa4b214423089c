import {
  builtSettings,
  SETTINGS_GROUP_LABELS,
  type SettingsGroup,
  settingsEntriesFor,
} from '@koers/shared/permissions/settings';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Card, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { usePageTitle } from '../../components/page-title';
import { HelpLinksCard } from '../../features/help/components/help-links-card';
import { RetentionCard } from '../../features/privacy/components/retention-card';
import { useCurrentContext } from '../../lib/session/current-context';
import { isScreenBuilt } from '../screens';

const GROUPS: SettingsGroup[] = ['personal', 'organization'];

/** `/settings`: what this person may manage, by role and feature (`settingsEntriesFor`), grouped. */
export function SettingsScreen() {
  usePageTitle('Instellingen');
  const { actor, userContext } = useCurrentContext();
  const entries = builtSettings(settingsEntriesFor(actor), isScreenBuilt);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageHeading title="Instellingen" description="Wat je hier kunt instellen, hangt af van je rol." />
      {GROUPS.map((group) => {
        const items = entries.filter((entry) => entry.group === group);
        if (items.length === 0) return null;
        const heading = group === 'organization' ? userContext.organization.name : SETTINGS_GROUP_LABELS[group];
        return (
          <Stack key={group} component="section" spacing={1} aria-labelledby={`settings-${group}`}>
            <Typography id={`settings-${group}`} variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
              {heading}
            </Typography>
            <Card variant="outlined">
              <List disablePadding>
                {items.map((entry, index) => (
                  <ListItem key={entry.key} disablePadding divider={index < items.length - 1}>
                    <ListItemButton component={RouterLink} to={entry.to}>
                      <ListItemText
                        primary={entry.label}
                        secondary={entry.description}
                        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                      />
                      <ChevronRightIcon aria-hidden />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Card>
          </Stack>
        );
      })}
      <HelpLinksCard />
      <RetentionCard />
    </Stack>
  );
}

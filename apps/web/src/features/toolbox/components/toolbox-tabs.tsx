import { hasFeature } from '@koers/shared';
import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useCurrentContext } from '../../../lib/session/current-context';

/** The toolbox's parts: its tips and material, and its tests (each with the feature that gates it). */
export function ToolboxTabs({ current }: { current: 'tips' | 'tests' }) {
  const { actor } = useCurrentContext();
  const tips = hasFeature(actor, 'Toolbox_Tips');
  const tests = hasFeature(actor, 'Toolbox_Tests');
  if (!tips || !tests) return null;
  return (
    <Tabs value={current} aria-label="Onderdelen van de toolbox" variant="scrollable" allowScrollButtonsMobile>
      <Tab value="tips" label="Tips en materiaal" component={RouterLink} to="/toolbox" />
      <Tab value="tests" label="Testen" component={RouterLink} to="/toolbox/tests" />
    </Tabs>
  );
}

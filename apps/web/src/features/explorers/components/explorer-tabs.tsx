import { Tab, Tabs } from '@mui/material';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';

export type ExplorerTab = { id: string; name: string; href: string };

/**
 * The explorers as tabs. MUI's Tabs measures itself after every render it gets (a forced layout
 * of the page), so it renders again only when its tabs change, not with each answer the explorer
 * page gets while it loads (npm run bench:lighthouse).
 */
export const ExplorerTabs = memo(
  function ExplorerTabs({ value, items }: { value: string; items: ExplorerTab[] }) {
    return (
      <Tabs value={value} aria-label="Verkenners" variant="scrollable" allowScrollButtonsMobile>
        {items.map((item) => (
          <Tab key={item.id} value={item.id} label={item.name} component={RouterLink} to={item.href} />
        ))}
      </Tabs>
    );
  },
  (before, after) =>
    before.value === after.value &&
    before.items.length === after.items.length &&
    before.items.every(
      (item, index) =>
        item.id === after.items[index]?.id &&
        item.name === after.items[index]?.name &&
        item.href === after.items[index]?.href,
    ),
);

import { ListItemText, Menu, MenuItem } from '@mui/material';
import type { UserContext } from '../../lib/session/user-context';
import { USER_TYPE_NAMES } from '../../lib/session/user-type-names';

/** The list of the person's user contexts under the organisation switcher. */
export function OrganizationSwitcherMenu({
  anchor,
  contexts,
  currentId,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement;
  contexts: UserContext[];
  currentId: string;
  onClose: () => void;
  onChoose: (userContextId: string) => void;
}) {
  return (
    <Menu id="organization-switcher-menu" anchorEl={anchor} open onClose={onClose}>
      {contexts.map((context) => (
        <MenuItem key={context.id} selected={context.id === currentId} onClick={() => onChoose(context.id)}>
          <ListItemText primary={context.organization.name} secondary={USER_TYPE_NAMES[context.userType]} />
        </MenuItem>
      ))}
    </Menu>
  );
}

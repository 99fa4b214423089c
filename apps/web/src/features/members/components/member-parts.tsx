import { formatDate } from '@koers/shared/calendar';
import type { MemberState } from '@koers/shared/permissions/member.policy';
import { RIGHT_LABELS, type Rights } from '@koers/shared/permissions/roles';
import {
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from '@mui/material';
import type { Member } from '../api/members';

/** The crumbs above a colleague's pages. */
export const MEMBERS_CRUMBS = [
  { label: 'Instellingen', to: '/settings' },
  { label: 'Collega’s', to: '/settings/organization/members' },
];

const STATE_CHIPS: Record<MemberState, { label: string; color: 'success' | 'info' | 'warning' | 'default' }> = {
  active: { label: 'Actief', color: 'success' },
  invited: { label: 'Uitgenodigd', color: 'info' },
  invitationExpired: { label: 'Uitnodiging verlopen', color: 'warning' },
  deactivated: { label: 'Gedeactiveerd', color: 'default' },
};

export function MemberStateChip({ state }: { state: MemberState }) {
  const { label, color } = STATE_CHIPS[state];
  return <Chip size="small" variant={color === 'default' ? 'outlined' : 'filled'} color={color} label={label} />;
}

/** The rights a colleague holds, as chips (the members list, the colleague's page). */
export function RightsChips({ rights }: { rights: Rights }) {
  const held = (Object.keys(RIGHT_LABELS) as Array<keyof Rights>).filter((right) => rights[right]);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {held.map((right) => (
        <Chip key={right} size="small" variant="outlined" label={RIGHT_LABELS[right]} />
      ))}
    </Stack>
  );
}

/** What the list says of a colleague's access: last login, or where the invitation stands. */
export function accessLine(member: Member): string {
  if (member.state === 'deactivated' && member.deactivatedAt)
    return `Gedeactiveerd op ${formatDate(member.deactivatedAt)}`;
  if (member.state === 'invited' && member.invitationExpiresAt)
    return `Uitgenodigd, geldig tot ${formatDate(member.invitationExpiresAt)}`;
  if (member.state === 'invitationExpired')
    return member.invitationExpiresAt ? `Verlopen op ${formatDate(member.invitationExpiresAt)}` : 'Niet meer geldig';
  return member.lastLoginAt ? `Laatst ingelogd op ${formatDate(member.lastLoginAt)}` : 'Nog niet ingelogd';
}

const RIGHT_HELP: Record<keyof Rights, string> = {
  administrator: 'Nodigt collega’s uit, wijzigt rechten en stelt de organisatie in.',
  accountManager: 'Beheert werkgevers, contactpersonen en vacatures.',
  coach: 'Begeleidt kandidaten en beheert hun dossiers.',
  canManageOtherCandidates: 'Ziet en beheert ook de kandidaten van andere coaches.',
};

/** The four rights as checkboxes; errors of the server or the form per right. */
export function RightsFields({
  value,
  onChange,
  errors,
  disabled = false,
  legend = 'Rechten',
}: {
  legend?: string;
  value: Rights;
  onChange: (rights: Rights) => void;
  errors: Partial<Record<keyof Rights, string>>;
  disabled?: boolean;
}) {
  const message = errors.administrator ?? errors.canManageOtherCandidates ?? errors.accountManager ?? errors.coach;
  return (
    <FormControl component="fieldset" error={Boolean(message)} disabled={disabled}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {(Object.keys(RIGHT_LABELS) as Array<keyof Rights>).map((right) => (
          <FormControlLabel
            key={right}
            sx={{ alignItems: 'flex-start', mt: 1 }}
            control={
              <Checkbox
                checked={value[right]}
                disabled={disabled || (right === 'canManageOtherCandidates' && !value.coach)}
                onChange={(event) => {
                  const next = { ...value, [right]: event.target.checked };
                  if (right === 'coach' && !event.target.checked) next.canManageOtherCandidates = false;
                  onChange(next);
                }}
                sx={{ pt: 0.5 }}
              />
            }
            label={
              <span>
                {RIGHT_LABELS[right]}
                <FormHelperText component="span" sx={{ display: 'block', m: 0 }}>
                  {RIGHT_HELP[right]}
                </FormHelperText>
              </span>
            }
          />
        ))}
      </FormGroup>
      {message ? <FormHelperText role="alert">{message}</FormHelperText> : null}
    </FormControl>
  );
}

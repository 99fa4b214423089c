import { Link } from '@mui/material';
import { TextInput } from '../../../components/text-input';

/**
 * The second factor: the code the authenticator app shows now, or (`recovery`) one of the
 * recovery codes. Switching between them gives a fresh field.
 */
export function SecondFactorField({
  recovery,
  codeLabel,
  codeName,
  recoveryHelp,
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  recovery: boolean;
  codeLabel: string;
  codeName: string;
  recoveryHelp: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  const common = {
    autoFocus,
    required: true,
    value,
    error,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return recovery ? (
    <TextInput
      key="recovery"
      label="Herstelcode"
      name="recoveryCode"
      autoComplete="off"
      helperText={recoveryHelp}
      {...common}
    />
  ) : (
    <TextInput
      key="code"
      label={codeLabel}
      name={codeName}
      inputMode="numeric"
      autoComplete="one-time-code"
      helperText="De code van 6 cijfers die je app nu toont."
      {...common}
    />
  );
}

/** The link that switches between the app's code and a recovery code. */
export function SecondFactorSwitch({
  recovery,
  toRecovery,
  toCode,
  onSwitch,
  alignStart = false,
}: {
  recovery: boolean;
  toRecovery: string;
  toCode: string;
  onSwitch: () => void;
  alignStart?: boolean;
}) {
  return (
    <Link
      component="button"
      type="button"
      {...(alignStart ? { sx: { alignSelf: 'flex-start' } } : {})}
      onClick={onSwitch}
    >
      {recovery ? toCode : toRecovery}
    </Link>
  );
}

import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';

/**
 * The ten recovery codes, shown once right after the second factor is set up: what they are
 * for, how to keep them, and a confirmation before moving on (they are not shown again).
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `Herstelcodes voor Koers (elke code werkt één keer)\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success" role="status">
        Tweestapsverificatie is ingesteld. Voortaan vragen we bij het inloggen ook om de code uit je app.
      </Alert>
      <Typography component="h3" variant="h3">
        Bewaar je herstelcodes
      </Typography>
      <Typography>
        Ben je je telefoon of je authenticator-app kwijt? Dan log je in met een van deze herstelcodes in plaats van de
        code uit je app. Met een herstelcode kun je ook je app vervangen. Elke code werkt één keer.
      </Typography>
      <Typography>
        Bewaar ze op een veilige plek, bijvoorbeeld afgedrukt of in een wachtwoordmanager, en niet op dezelfde telefoon
        als je app. Je ziet ze nu voor het laatst.
      </Typography>
      <Box
        component="ol"
        aria-label="Herstelcodes"
        data-testid="recovery-codes"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          columns: { xs: 1, sm: 2 },
          p: 2,
          pl: 5,
          m: 0,
          bgcolor: 'grey.100',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={copy}>
          {copied ? 'Gekopieerd' : 'Kopieer de codes'}
        </Button>
        <Button variant="outlined" component="a" href={download} download="koers-herstelcodes.txt">
          Download als tekstbestand
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label="Ik heb mijn herstelcodes bewaard"
      />
      <Box>
        <Button variant="contained" onClick={onDone} disabled={!saved}>
          Verder
        </Button>
      </Box>
    </Stack>
  );
}

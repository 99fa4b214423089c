import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';

/** Whether a description holds text of its own (not only empty paragraphs or line breaks). */
export function hasOwnText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

/**
 * 'Omschrijving voorstellen': a draft replaces the description only after the author agreed when
 * the description already holds their own text.
 */
export function SuggestDescriptionButton({
  currentDescription,
  onSuggest,
}: {
  currentDescription: () => string;
  onSuggest: () => Promise<void>;
}) {
  const [suggesting, setSuggesting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const run = async () => {
    setConfirming(false);
    setSuggesting(true);
    try {
      await onSuggest();
    } finally {
      setSuggesting(false);
    }
  };
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<AutoAwesomeIcon />}
        disabled={suggesting}
        onClick={() => (hasOwnText(currentDescription()) ? setConfirming(true) : void run())}
      >
        {suggesting ? 'Voorstel wordt gemaakt…' : 'Omschrijving voorstellen'}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Omschrijving vervangen?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Het voorstel komt in de plaats van de omschrijving die er nu staat. Met ‘Ongedaan maken’ haal je je eigen
            tekst daarna terug.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Annuleren</Button>
          <Button variant="contained" onClick={() => void run()}>
            Vervangen
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

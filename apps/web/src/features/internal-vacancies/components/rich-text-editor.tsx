import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { Box, FormHelperText, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  helperText?: string;
};

const COMMANDS = [
  { command: 'bold', label: 'Vet', icon: <FormatBoldIcon /> },
  { command: 'italic', label: 'Cursief', icon: <FormatItalicIcon /> },
  { command: 'insertUnorderedList', label: 'Opsomming', icon: <FormatListBulletedIcon /> },
  { command: 'insertOrderedList', label: 'Genummerde lijst', icon: <FormatListNumberedIcon /> },
] as const;

/**
 * Puts `html` in the editor. Once the author has typed, the replacement goes through the browser's
 * editing commands, so that it is one step of the field's undo history: Ctrl+Z brings the
 * author's text back. Written as innerHTML, the history would replay the earlier typing onto the
 * new content and double it.
 */
function replaceContent(element: HTMLDivElement, html: string, edited: boolean): void {
  const selection = window.getSelection();
  if (edited && selection && typeof document.execCommand === 'function') {
    element.focus();
    selection.selectAllChildren(element);
    // The command's input event hands the form the HTML as the browser laid it out.
    if (html ? document.execCommand('insertHTML', false, html) : document.execCommand('delete')) return;
  }
  element.innerHTML = html;
}

/**
 * A small rich-text field (paragraphs, bold, italic, lists) for a vacancy description. It hands
 * HTML to the form; the server keeps only what its sanitiser allows, so what is shown later is
 * what was stored.
 */
export function RichTextEditor({ label, value, onChange, error, helperText }: Props) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Whether the author has typed here: from then on the browser keeps an undo history of the field.
  const edited = useRef(false);
  // Only a value from outside (the form's start, a draft, its undo) is written into the editor, so
  // the caret stays where it is while typing.
  useEffect(() => {
    const element = ref.current;
    if (element && element.innerHTML !== value) replaceContent(element, value, edited.current);
  }, [value]);
  const run = (command: string) => {
    ref.current?.focus();
    document.execCommand(command);
    onChange(ref.current?.innerHTML ?? '');
  };
  return (
    <Box>
      <Typography id={`${id}-label`} component="label" variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <Paper variant="outlined" sx={{ mt: 0.5, borderColor: error ? 'error.main' : undefined }}>
        <Stack
          direction="row"
          spacing={0.5}
          role="toolbar"
          aria-label={`Opmaak van ${label.toLowerCase()}`}
          sx={{ p: 0.5 }}
        >
          {COMMANDS.map((item) => (
            <Tooltip key={item.command} title={item.label}>
              <IconButton
                size="small"
                aria-label={item.label}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(item.command)}
              >
                {item.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          ref={ref}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={helperText || error ? `${id}-helper` : undefined}
          aria-invalid={error ? 'true' : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={(event) => {
            edited.current = true;
            onChange((event.currentTarget as HTMLDivElement).innerHTML);
          }}
          sx={{
            minHeight: 200,
            px: 1.5,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            outline: 'none',
            '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
            '& h3': { fontSize: '1.05rem', mt: 1.5, mb: 0.5 },
            '& p': { my: 0.75 },
          }}
        />
      </Paper>
      {error || helperText ? (
        <FormHelperText id={`${id}-helper`} error={Boolean(error)}>
          {error ?? helperText}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

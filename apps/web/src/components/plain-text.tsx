import { Typography } from '@mui/material';

/** Text typed by an organisation, shown as paragraphs; never interpreted as HTML. */
export function PlainText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text have no other identity
        <Typography key={index} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Typography>
      ))}
    </>
  );
}

import { Link } from '@mui/material';

/** First focusable element: jumps past the app bar and menu to the content (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <Link
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main-content')?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Naar de inhoud
    </Link>
  );
}

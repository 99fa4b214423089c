import { Box, keyframes } from '@mui/material';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar under the app bar while the next screen loads (no MUI LinearProgress: it weighs 2.5 KB). */
export function NavigationProgress() {
  return (
    <Box
      role="progressbar"
      aria-label="Pagina wordt geladen"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 1,
        height: 3,
        overflow: 'hidden',
        bgcolor: 'primary.light',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    </Box>
  );
}

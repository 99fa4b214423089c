import { Alert } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';

export type NoticeState = { notice?: string };

/**
 * A confirmation carried along a navigation (`navigate(to, { state: { notice } })`). A snackbar
 * would be dismissed by that very navigation (SPEC §2.1), so the page it leads to shows it.
 */
export function FlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as NoticeState | null)?.notice;
  if (!notice) return null;
  return (
    <Alert
      severity="success"
      role="status"
      onClose={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
    >
      {notice}
    </Alert>
  );
}

import { Link } from '@mui/material';
import { useCommonT } from '../lib/common-texts';

export const MAIN_ID = 'main-content';

/** First focusable element: keyboard users jump past the top bar and the drawer to the page content. */
export function SkipLink() {
  const t = useCommonT();
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: -48,
        zIndex: (t) => t.zIndex.tooltip + 1,
        p: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipLink')}
    </Link>
  );
}

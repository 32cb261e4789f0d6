import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { api, data } from '../lib/api';
import { useCommonT } from '../lib/common-texts';
import { LANGUAGES, setLanguage, useLanguage, type Language } from '../lib/i18n';
import { sessionKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';

/**
 * The language switch of the top bar (issue 27): remembered in this browser and, when logged in, on the
 * user (PUT /api/user/language), so it follows them to another browser. Each language is named in itself.
 */
export function LanguageSwitch() {
  const t = useCommonT();
  const lang = useLanguage();
  const { loggedIn, user } = useSession();
  const qc = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const save = useMutation({
    mutationFn: (language: Language) => data(api.PUT('/api/user/language', { body: { language } })),
    onSuccess: (user) => qc.setQueryData(sessionKeys.user, user),
  });
  // the language saved on the user wins over this browser's (they chose it, maybe elsewhere)
  const saved = user?.language;
  useEffect(() => {
    if (saved) void setLanguage(saved, true);
  }, [saved]);
  const choose = (l: Language) => {
    setAnchor(null);
    void setLanguage(l, true);
    if (loggedIn) save.mutate(l);
  };
  return (
    <>
      <Tooltip title={t('bar.language')}>
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('bar.language')}
          aria-haspopup="menu"
          data-testid="language-switch"
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem key={l} lang={l} selected={l === lang} onClick={() => choose(l)}>
            {t(`language.${l}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import { useState } from 'react';
import { Avatar, Box, MenuItem, Select, Typography } from '@mui/material';
import { useSession } from '../lib/session';
import { useAnyDirty } from '../lib/unsaved-changes';
import { UnsavedChangesDialog } from '../lib/unsaved-changes-dialog';
import { useCommonT } from '../lib/common-texts';

/**
 * Instance picker (SPEC 2): guild icon and name of every instance; only when logged in with at least one
 * instance. Switching while a page holds unsaved edits asks first, since the page reloads for the new bot.
 */
export function InstancePicker() {
  const { loggedIn, instances, bot, selectBot } = useSession();
  const dirty = useAnyDirty();
  const t = useCommonT();
  const [pending, setPending] = useState<number | null>(null);
  if (!loggedIn || instances.length === 0 || !bot) return null;
  return (
    <>
      <Select
        size="small"
        value={bot.id}
        onChange={(e) => {
          const id = Number(e.target.value);
          if (id === bot.id) return;
          if (dirty) setPending(id);
          else selectBot(id);
        }}
        inputProps={{ 'aria-label': t('bar.instance') }}
        sx={{ bgcolor: 'background.paper', minWidth: { xs: 0, sm: 180 }, maxWidth: 260, flexShrink: 0 }}
        renderValue={(id) => {
          const b = instances.find((i) => i.id === id) ?? bot;
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Avatar aria-hidden src={b.guildIconUrl || undefined} alt="" sx={{ width: 24, height: 24 }}>
                {b.guildName.slice(0, 1)}
              </Avatar>
              <Typography noWrap variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                {b.guildName}
              </Typography>
            </Box>
          );
        }}
      >
        {instances.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            <Avatar
              aria-hidden
              src={b.guildIconUrl || undefined}
              alt=""
              sx={{ width: 24, height: 24, mr: 1 }}
            >
              {b.guildName.slice(0, 1)}
            </Avatar>
            {b.guildName}
          </MenuItem>
        ))}
      </Select>
      <UnsavedChangesDialog
        open={pending !== null}
        onStay={() => setPending(null)}
        onLeave={() => {
          if (pending !== null) selectBot(pending);
          setPending(null);
        }}
      />
    </>
  );
}

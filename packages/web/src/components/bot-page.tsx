import type { ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import type { PermissionName } from '@asa/domain';
import { useSession } from '../lib/session';
import { NoBotsMessage, NoViewMessage, PageTitle, ViewOnlyBanner } from './messages';

/**
 * Frame of every instance page: "no bots yet", no-view message, or the page with a view-only banner when
 * the user may view but not edit. The server enforces the same rules; this only keeps the UI honest.
 */
export function BotPage(props: {
  title: string;
  subtitle?: string;
  /** Tier note next to the title, e.g. 'Tier 2 feature' (links to the pledges page). */
  tier?: string;
  view: PermissionName;
  edit: PermissionName;
  children: (canEdit: boolean) => ReactNode;
}) {
  const { bot, can, instancesLoaded } = useSession();
  if (!instancesLoaded)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  if (!bot) return <NoBotsMessage />;
  if (!can(props.view)) return <NoViewMessage />;
  const canEdit = can(props.edit);
  return (
    <Box>
      <PageTitle title={props.title} subtitle={props.subtitle} tier={props.tier} />
      {!canEdit && <ViewOnlyBanner />}
      {props.children(canEdit)}
    </Box>
  );
}

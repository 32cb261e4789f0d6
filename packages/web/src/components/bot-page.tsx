import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { featureState, tierFeatureRule, type PermissionName, type TierFeature } from '@asa/domain';
import { useSession } from '../lib/session';
import { NoBotsMessage, NoViewMessage, PageTitle, TierNotice, ViewOnlyBanner } from './messages';
import { useCommonT } from '../lib/common-texts';
import { translateText } from '../lib/spec-messages';

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
  /**
   * The tier feature the page's settings switch on: when the owner's tier does not include it, the page shows
   * the tier notice (and "Paused: needs Tier N" while it is still switched on) and every control is disabled
   * (the server refuses such saves too; the stored settings are kept).
   */
  feature?: TierFeature;
  children: (canEdit: boolean) => ReactNode;
}) {
  const { bot, can, instancesLoaded, limits } = useSession();
  const t = useCommonT();
  if (!instancesLoaded)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  if (!bot) return <NoBotsMessage />;
  if (!can(props.view)) return <NoViewMessage />;
  const state = props.feature && limits ? featureState(props.feature, limits, bot) : 'on';
  const gated = state === 'paused' || state === 'locked';
  const canEdit = can(props.edit);
  return (
    <Box>
      <PageTitle title={props.title} subtitle={props.subtitle} tier={props.tier} />
      {!canEdit && <ViewOnlyBanner />}
      {gated && <TierNotice text={translateText(tierFeatureRule(props.feature!).notice)} />}
      {state === 'paused' && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="feature-paused">
          {t('pausedDetail', { feature: t('paused', { tier: tierFeatureRule(props.feature!).minTier }) })}
        </Alert>
      )}
      {props.children(canEdit && !gated)}
    </Box>
  );
}

import { useState } from 'react';
import { Card, CardContent, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { messages, toInt } from '@asa/domain';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { SettingsActions } from '../../components/settings-actions';
import { translateText } from '../../lib/spec-messages';
import { RankChannelSelect } from './rank-channel-select';
import { useShopRanksT } from './texts';

const KEYS = ['shopRoleSettings'] as const;

/** General shop-rank settings: buying, channel, default price, trading between users. */
export function RankSettingsCard({ canEdit }: { canEdit: boolean }) {
  const t = useShopRanksT();
  const s = useBotSettings([...KEYS]);
  // the price as typed; the draft only takes whole numbers >= 0
  const [price, setPrice] = useState<string | null>(null);
  if (!s.draft) return null;
  const v = s.draft.shopRoleSettings;
  const set = (patch: Partial<typeof v>) => s.set('shopRoleSettings', patch);
  const priceText = price ?? String(v.buyRoleDefaultPrice);
  const priceBad = toInt(priceText, -1) < 0;
  const priceError = priceBad ? messages.rankPrice : s.errors['shopRoleSettings.buyRoleDefaultPrice'];
  return (
    <Card variant="outlined" sx={{ mb: 3, maxWidth: 700 }}>
      <LeaveGuard dirty={s.dirty || priceBad} />
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('general')}
        </Typography>
        <FormControlLabel
          label={t('enableBuying')}
          control={
            <Switch
              checked={v.isBuyingEnabled}
              disabled={!canEdit}
              onChange={(e) => set({ isBuyingEnabled: e.target.checked })}
            />
          }
        />
        <RankChannelSelect
          value={v.shopRoleChannelId}
          disabled={!canEdit}
          error={
            s.errors['shopRoleSettings.shopRoleChannelId'] &&
            translateText(s.errors['shopRoleSettings.shopRoleChannelId'])
          }
          onChange={(id) => set({ shopRoleChannelId: id })}
        />
        <TextField
          label={t('defaultPrice')}
          type="number"
          fullWidth
          margin="normal"
          value={priceText}
          disabled={!canEdit}
          onChange={(e) => {
            setPrice(e.target.value);
            const n = toInt(e.target.value, -1);
            if (n >= 0) set({ buyRoleDefaultPrice: n });
          }}
          error={!!priceError}
          helperText={priceError ? translateText(priceError) : t('defaultPriceHelp')}
        />
        <FormControlLabel
          label={t('trading')}
          control={
            <Switch
              checked={v.isRoleTradingAllowed}
              disabled={!canEdit}
              onChange={(e) => set({ isRoleTradingAllowed: e.target.checked })}
            />
          }
        />
        <SettingsActions
          dirty={s.dirty || priceBad}
          canEdit={canEdit && !priceBad}
          saving={s.saving}
          onSave={s.save}
          onRevert={() => {
            setPrice(null);
            s.revert();
          }}
        />
      </CardContent>
    </Card>
  );
}

import { BotPage } from '../../components/bot-page';
import { UnverifiedNote } from '../../components/unverified-note';
import { useSession } from '../../lib/session';
import { InGameSettings } from './in-game-settings';
import { InGameStatus } from './in-game-status';
import { useInGameShopT } from './texts';

/** In-game shop over RCON chat (docs/in-game-shop.md): viewing needs Kits_View, saving Kits_Edit. */
export default function InGameShopPage() {
  const t = useInGameShopT();
  return (
    <BotPage
      title={t('title')}
      tier={t('tier')}
      subtitle={t('subtitle')}
      view="Kits_View"
      edit="Kits_Edit"
      feature="inGameShop"
    >
      {(canEdit) => <InGameShop canEdit={canEdit} />}
    </BotPage>
  );
}

function InGameShop({ canEdit }: { canEdit: boolean }) {
  const { bot, limits } = useSession();
  if (!bot) return null;
  return (
    <>
      <UnverifiedNote page="/inGameShop" />
      <InGameSettings canEdit={canEdit} hasTier={!!limits?.inGameShop} />
      <InGameStatus botId={bot.id} />
    </>
  );
}

import { BotPage } from '../../components/bot-page';
import { UnverifiedNote } from '../../components/unverified-note';
import { useSession } from '../../lib/session';
import { InGameSettings } from './in-game-settings';
import { InGameStatus } from './in-game-status';

/** In-game shop over RCON chat (docs/in-game-shop.md): viewing needs Kits_View, saving Kits_Edit. */
export default function InGameShopPage() {
  return (
    <BotPage
      title="In-game Shop"
      tier="Tier 2 feature"
      subtitle="Players buy kits from the game's chat (+shop, +buy, +bal, +link), on any host, over the RCON connection you already have."
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

import { BotPage } from '../../components/bot-page';
import { RankSettingsCard } from './rank-settings-card';
import { RanksTable } from './ranks-table';

export default function ShopRanksPage() {
  return (
    <BotPage
      title="Shop Ranks"
      subtitle="Ranks give discounts, passive income per 24 hours and access to kits"
      view="Roles_View"
      edit="Roles_Edit"
    >
      {(canEdit) => (
        <>
          <RankSettingsCard canEdit={canEdit} />
          <RanksTable canEdit={canEdit} />
        </>
      )}
    </BotPage>
  );
}

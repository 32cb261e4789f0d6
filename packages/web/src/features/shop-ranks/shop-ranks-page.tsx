import { BotPage } from '../../components/bot-page';
import { RankSettingsCard } from './rank-settings-card';
import { JobStatus } from '../../components/job-status';
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
          <JobStatus jobs={['passive-income']} />
          <RankSettingsCard canEdit={canEdit} />
          <RanksTable canEdit={canEdit} />
        </>
      )}
    </BotPage>
  );
}

import { BotPage } from '../../components/bot-page';
import { RankSettingsCard } from './rank-settings-card';
import { JobStatus } from '../../components/job-status';
import { RanksTable } from './ranks-table';
import { useShopRanksT } from './texts';

export default function ShopRanksPage() {
  const t = useShopRanksT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Roles_View" edit="Roles_Edit">
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

import { BotPage } from '../../components/bot-page';
import { PlayersTable } from './players-table';
import { usePlayersT } from './texts';

export default function PlayersPage() {
  const t = usePlayersT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Players_View" edit="Players_Edit">
      {(canEdit) => <PlayersTable canEdit={canEdit} />}
    </BotPage>
  );
}

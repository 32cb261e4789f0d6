import { BotPage } from '../../components/bot-page';
import { PlayersTable } from './players-table';

export default function PlayersPage() {
  return (
    <BotPage
      title="Players"
      subtitle="Credits, shop ranks and history of your players"
      view="Players_View"
      edit="Players_Edit"
    >
      {(canEdit) => <PlayersTable canEdit={canEdit} />}
    </BotPage>
  );
}

import { BotPage } from '../../components/bot-page';
import { ServersTable } from './servers-table';

export default function ServersPage() {
  return (
    <BotPage
      title="Servers"
      subtitle="The game servers the bot delivers kits to over RCON"
      view="Servers_View"
      edit="Servers_Edit"
    >
      {(canEdit) => <ServersTable canEdit={canEdit} />}
    </BotPage>
  );
}

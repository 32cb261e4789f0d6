import { BotPage } from '../../components/bot-page';
import { ServersTable } from './servers-table';
import { useServersT } from './texts';

export default function ServersPage() {
  const t = useServersT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Servers_View" edit="Servers_Edit">
      {(canEdit) => <ServersTable canEdit={canEdit} />}
    </BotPage>
  );
}

import { BotPage } from '../../components/bot-page';
import { PurchasesTable } from './purchases-table';
import { usePurchasesT } from './texts';

/** Purchases log of the selected instance: each kit delivery with its result, and a retry for failed ones. */
export default function PurchasesPage() {
  const t = usePurchasesT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Players_View" edit="Players_Edit">
      {(canEdit) => <PurchasesTable canEdit={canEdit} />}
    </BotPage>
  );
}

import { BotPage } from '../../components/bot-page';
import { PurchasesTable } from './purchases-table';

/** Purchases log of the selected instance: each kit delivery with its result, and a retry for failed ones. */
export default function PurchasesPage() {
  return (
    <BotPage
      title="Purchases"
      subtitle="Every kit purchase and voucher redemption with the delivery result"
      view="Players_View"
      edit="Players_Edit"
    >
      {(canEdit) => <PurchasesTable canEdit={canEdit} />}
    </BotPage>
  );
}

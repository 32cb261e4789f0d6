import { useCommonT } from '../../lib/common-texts';
import { TextPage } from './text-page';
import { usePublicT } from './texts';

export default function PrivacyPage() {
  const t = usePublicT();
  const storageNote = useCommonT()('cookies.storageNote');
  return (
    <TextPage
      title={t('privacy.title')}
      sections={[
        [t('privacy.0'), t('privacy.0.text')],
        [
          t('privacy.1'),
          <ul>
            <li>{t('privacy.1.a')}</li>
            <li>{t('privacy.1.b')}</li>
            <li>{t('privacy.1.c')}</li>
            <li>{t('privacy.1.d')}</li>
          </ul>,
        ],
        [t('privacy.2'), t('privacy.2.text')],
        [t('privacy.3'), t('privacy.3.text')],
        [t('privacy.4'), t('privacy.4.text')],
        [t('privacy.5'), t('privacy.5.text')],
        [t('privacy.6'), t('privacy.6.text', { storageNote })],
      ]}
    />
  );
}

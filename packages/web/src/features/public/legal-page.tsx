import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { TextPage } from './text-page';
import { usePublicT } from './texts';
import { useCommonT } from '../../lib/common-texts';

export default function LegalPage() {
  const t = usePublicT();
  const c = useCommonT();
  return (
    <TextPage
      title={t('legal.title')}
      sections={[
        [
          t('legal.info'),
          <>
            {c('appName')}
            <br />
            {t('legal.address')}
            <br />
            {t('legal.email')}
          </>,
        ],
        [t('legal.hosting'), t('legal.hostingText')],
        [t('legal.disclaimer'), t('legal.disclaimerText')],
        [t('legal.providers'), t('legal.providersText')],
        [
          t('legal.more'),
          <>
            <Link component={RouterLink} to="/privacy">
              {t('legal.privacy')}
            </Link>{' '}
            ·{' '}
            <Link component={RouterLink} to="/terms">
              {t('legal.terms')}
            </Link>
          </>,
        ],
      ]}
    />
  );
}

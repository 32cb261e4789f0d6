import { TextPage } from './text-page';
import { usePublicT } from './texts';

/** The sections: heading `terms.<n>`, text `terms.<n>.text`. */
const sections = ['0', '1', '2', '3', '4', '5', '6', '7', '8'] as const;

export default function TermsPage() {
  const t = usePublicT();
  return (
    <TextPage
      title={t('terms.title')}
      intro={t('terms.updated')}
      sections={sections.map((n) => [t(`terms.${n}`), t(`terms.${n}.text`)])}
    />
  );
}

import { useCommonT } from '../../lib/common-texts';
import { TextPage } from './text-page';

export default function PrivacyPage() {
  const storageNote = useCommonT()('cookies.storageNote');
  return (
    <TextPage
      title="Data Privacy Policy"
      sections={[
        [
          '1. Controller',
          'ASA Discord Shop Bot, Musterstraße 1, 10115 Berlin, Germany, support@asa-shop-bot.example.',
        ],
        [
          '2. Data we collect',
          <ul>
            <li>Your e-mail address and Discord account data (id, name, avatar) from the Discord login.</li>
            <li>Player identifiers (Discord, Steam and EOS ids, names) that server admins upload or sync.</li>
            <li>Usage data: log entries of requests, kept for security.</li>
            <li>Data of the login provider (Discord) needed to show your servers, channels and roles.</li>
          </ul>,
        ],
        [
          '3. Purpose',
          'We process the data only to run the shop bot and this dashboard for you and your community.',
        ],
        [
          '4. Legal basis',
          'Art. 6 (1) b GDPR (performing our contract with you) and Art. 6 (1) f GDPR (legitimate interest in a secure service).',
        ],
        [
          '5. Storage and deletion',
          'Data is stored in Germany. You can download all your data and delete your account on the Settings page at any time.',
        ],
        [
          '6. Your rights',
          'You have the right to access, rectification, erasure, restriction of processing, data portability and objection, and to complain to a supervisory authority.',
        ],
        ['7. Cookies and local storage', `${storageNote} It sets no cookies.`],
      ]}
    />
  );
}

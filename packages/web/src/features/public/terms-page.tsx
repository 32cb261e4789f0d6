import { TextPage } from './text-page';

export default function TermsPage() {
  return (
    <TextPage
      title="Terms of Service"
      intro="Last updated: 06/11/2023"
      sections={[
        [
          '1. Acceptance of the terms',
          'By using the ASA Discord Shop Bot and this dashboard you accept these terms. If you do not agree, do not use the service.',
        ],
        [
          '2. Subscription and termination',
          'Paid tiers are billed through Patreon and can be cancelled there at any time; the tier ends with the pledge. We may suspend accounts that break these terms. Inactive accounts may be deleted after 3 years, after notice to the account holder.',
        ],
        [
          '3. Use of the service',
          'You are responsible for the commands your kits run on your servers. The bot must not be used for real-money transactions: selling in-game items for money breaks the game licence terms.',
        ],
        [
          '4. Intellectual property',
          'The bot, the dashboard and their content belong to their authors. ARK: Survival Ascended is a trademark of its owners.',
        ],
        [
          '5. Limitation of liability',
          'The service is provided as is. We are not liable for lost items, credits or data, or for server downtime, to the extent the law allows.',
        ],
        [
          '6. Modification of the terms',
          'We may change these terms. Material changes are announced in the dashboard and in our Discord community.',
        ],
        ['7. Governing law', 'These terms are governed by the law of [jurisdiction to be defined].'],
        ['8. Entire agreement', 'These terms are the entire agreement between you and us about the service.'],
        ['9. Contact', 'Questions about these terms: support@asa-shop-bot.example or our Discord community.'],
      ]}
    />
  );
}

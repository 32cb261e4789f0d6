import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { TextPage } from './text-page';

export default function LegalPage() {
  return (
    <TextPage
      title="Impressum / Legal Notice"
      sections={[
        [
          'Angaben gemäß § 5 TMG / Information according to § 5 TMG',
          <>
            ASA Discord Shop Bot
            <br />
            Musterstraße 1, 10115 Berlin, Deutschland / Germany
            <br />
            E-Mail: support@asa-shop-bot.example
          </>,
        ],
        [
          'Hosting / Hosting',
          'Diese Website und alle Daten werden in Deutschland gehostet. / This website and all data are hosted in Germany.',
        ],
        [
          'Haftungsausschluss / Disclaimer',
          'Trotz sorgfältiger inhaltlicher Kontrolle übernehmen wir keine Haftung für die Inhalte externer Links. Für den Inhalt der verlinkten Seiten sind ausschließlich deren Betreiber verantwortlich. / Despite careful control of the content, we assume no liability for the content of external links. The operators of linked pages are solely responsible for their content.',
        ],
        [
          'Dienstleister / Service providers',
          'Zahlungen und Abonnements: Patreon. Anmeldung: Discord. / Payments and subscriptions: Patreon. Login: Discord.',
        ],
        [
          'Weitere Informationen / More',
          <>
            <Link component={RouterLink} to="/privacy">
              Datenschutz / Privacy Policy
            </Link>{' '}
            ·{' '}
            <Link component={RouterLink} to="/terms">
              Nutzungsbedingungen / Terms of Service
            </Link>
          </>,
        ],
      ]}
    />
  );
}

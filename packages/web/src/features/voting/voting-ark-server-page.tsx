import { VotingSettings, type VotingSite } from './voting-settings';

const site: VotingSite = {
  group: 'arkServersNetSettings',
  keysField: 'serverKeys',
  feature: 'arkServerNetVoting',
  title: 'title.arkServer',
  site: 'ark-servers.net',
  apiSite: 'ark-servers.net',
  page: '/votingArkServer',
  keysLabel: 'keys.arkServer',
};

export default function VotingArkServerPage() {
  return <VotingSettings key={site.group} site={site} />;
}

import { VotingSettings, type VotingSite } from './voting-settings';

const site: VotingSite = {
  group: 'deutscheArkServerSettings',
  keysField: 'voteRewardKeys',
  feature: 'deutscheArkServerVoting',
  title: 'title.das',
  site: 'deutsche-ark-server.de',
  apiSite: 'deutsche-arkserver.de',
  page: '/votingDas',
  keysLabel: 'keys.das',
  keyHint: 'keyHint.das',
};

export default function VotingDasPage() {
  return <VotingSettings key={site.group} site={site} />;
}

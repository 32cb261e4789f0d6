import { VotingSettings, type VotingSite } from './voting-settings';

const site: VotingSite = {
  group: 'deutscheArkServerSettings',
  keysField: 'voteRewardKeys',
  feature: 'deutscheArkServerVoting',
  title: 'Voting (Deutsche ARK Server)',
  site: 'deutsche-ark-server.de',
  apiSite: 'deutsche-arkserver.de',
  page: '/votingDas',
  keysLabel: 'Vote Reward Keys',
  keyHint: 'Write each key as serverId:apiKey (for example 4711:abc123).',
};

export default function VotingDasPage() {
  return <VotingSettings key={site.group} site={site} />;
}

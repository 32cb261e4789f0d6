/** The 7 slides of the home page's "Powered by" carousel. */
export const poweredBy = [
  { name: 'Discord', text: 'Slash commands, buttons and select menus for the shop.' },
  { name: 'RCON', text: 'The Source RCON protocol delivers every kit to your ARK servers.' },
  { name: 'Nitrado', text: 'Import and sync your hosted servers automatically.' },
  { name: 'ASA Bot', text: 'Sync servers and player registrations from the companion bot.' },
  { name: 'ARK-Servers.net', text: 'Reward your players for voting.' },
  { name: 'Deutsche ARK Server', text: 'Votes on the German server list earn credits too.' },
  { name: 'Tip4Serv', text: 'Sell credits, ranks and kits in a web shop.' },
];

/** The 7 slides of the home page's "Powered by" carousel: a name and the key of its text. */
export const poweredBy = [
  { name: 'Discord', text: 'carousel.0' },
  { name: 'RCON', text: 'carousel.1' },
  { name: 'Nitrado', text: 'carousel.2' },
  { name: 'ASA Bot', text: 'carousel.3' },
  { name: 'ARK-Servers.net', text: 'carousel.4' },
  { name: 'Deutsche ARK Server', text: 'carousel.5' },
  { name: 'Tip4Serv', text: 'carousel.6' },
] as const;

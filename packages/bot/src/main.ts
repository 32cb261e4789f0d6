// The Discord bot on its own (`npm run start:bot`): PROCESS_ROLE=bot next to API and jobs processes that use
// the same PostgreSQL database, SECRET_KEY and DISCORD_* settings (docs/deployment.md).
import { loadConfigOrExit } from '@asa/server/config';
import { startProcess } from '@asa/server/start';
import { startBotRole } from './role';

await startProcess({ ...loadConfigOrExit(), role: 'bot', demoMode: false }, { bot: startBotRole });

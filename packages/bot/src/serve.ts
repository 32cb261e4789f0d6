// The entry point of every role (`npm start`; PROCESS_ROLE=all|api|bot|jobs, see docs/deployment.md): the
// API, the scheduled jobs and, with DISCORD_BOT_TOKEN set, the Discord bot, as the role says.
import { startProcess } from '@asa/server/start';
import { startBotRole } from './role';

await startProcess(undefined, { bot: startBotRole });

import { runCli } from './run';

// `npm run admin -- <command>`: scripts/admin.mjs runs this file (checkout) or its compiled build/admin.js
process.exit(await runCli(process.argv.slice(2)));

import { buildTemplates } from './helpers/db-template';

/** vitest globalSetup of the server and bot projects: migrate and seed the template databases once per run. */
export default async function setup() {
  return buildTemplates();
}

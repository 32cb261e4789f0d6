// Writes .env.example and the settings table of docs/configuration.md from src/config-settings.ts.
import fs from 'node:fs';
import path from 'node:path';
import { renderEnvExample, withConfigTable } from '../src/config-docs';

const root = path.resolve(import.meta.dirname, '../../..');
fs.writeFileSync(path.join(root, '.env.example'), renderEnvExample());
const doc = path.join(root, 'docs/configuration.md');
fs.writeFileSync(doc, withConfigTable(fs.readFileSync(doc, 'utf8')));
console.log('Wrote .env.example and docs/configuration.md');

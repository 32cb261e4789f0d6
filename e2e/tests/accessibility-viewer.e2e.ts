import { axeWalks } from '../support/axe-walk';

// axe-core on every screen, tab and main dialog: support/axe-walk.ts. The viewer walks in German (a
// German browser), the owner in English: each screen and tab is scanned in both languages.
axeWalks('viewer', ['light', 'dark'], 'de-DE');

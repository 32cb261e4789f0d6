import { axeWalks } from '../support/axe-walk';

// axe-core on every screen, tab and main dialog: support/axe-walk.ts
axeWalks('owner', ['dark']);

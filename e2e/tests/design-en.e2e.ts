import { designChecks } from '../support/design-walk';

// the navigation at both sizes and every screen in English at both sizes: support/design-walk.ts
designChecks(['en'], true);

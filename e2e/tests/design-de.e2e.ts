import { designChecks } from '../support/design-walk';

// every screen in German at both sizes: support/design-walk.ts
designChecks(['de'], false);

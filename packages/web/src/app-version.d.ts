/** The product's version and commit when the dashboard was built (vite.config.ts `define`). */
declare const __APP_VERSION__: { version: string; commit: string };

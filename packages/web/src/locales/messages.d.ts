/** A catalogue compiled at build time by vite.config.ts's `catalogues` plugin: `<ns>.<key>` -> compiled ICU message. */
declare module '*.json?messages' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}

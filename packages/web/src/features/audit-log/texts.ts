/** The `auditLog` namespace (src/locales/<lang>/auditLog.json). */
import en from '../../locales/en/auditLog.json?messages';
import type source from '../../locales/en/auditLog.json';
import { namespace } from '../../lib/i18n';

export type AuditLogKey = keyof typeof source;
export const useAuditLogT = namespace<AuditLogKey>('auditLog', en);
/** Whether a changed field has a label (`field.<path>`); any other shows as the server wrote it. */
export const hasFieldLabel = (path: string) => `auditLog.field.${path}` in en;

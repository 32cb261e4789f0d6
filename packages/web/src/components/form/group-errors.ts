import { fieldErrors, settingsGroupSchemas, type SettingsGroupName } from '@asa/domain';
import { translateText } from '../../lib/spec-messages';

/**
 * Client-side check of one settings group with the domain schema, merged with the server's field errors
 * (keys like `group.field`). Returns the message for a field and whether the group is valid.
 */
export function groupErrors(group: SettingsGroupName, value: unknown, server: Record<string, string>) {
  const r = settingsGroupSchemas[group].safeParse(value);
  const local = r.success ? {} : fieldErrors(r.error);
  return {
    valid: r.success,
    of: (field: string): string | undefined => {
      const message = server[`${group}.${field}`] ?? local[field];
      return message && translateText(message);
    },
  };
}

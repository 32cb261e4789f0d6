import { messages } from '@asa/domain';
import { badRequest } from './errors';

/**
 * The rows of a multi-select delete, read (and locked) by `load` from the instance's own rows: 400 when one
 * id is not among them (unknown, or another instance's), so the caller's transaction changes nothing.
 */
export async function selectedRows<R>(ids: number[], load: (unique: number[]) => Promise<R[]>) {
  const unique = [...new Set(ids)];
  const rows = await load(unique);
  if (rows.length !== unique.length) throw badRequest(messages.deleteManyNotOfBot);
  return rows;
}

import type { users } from './schema';

/** Row types shared by layers (plugins and features both use them, so they live below both). */
export type UserRow = typeof users.$inferSelect;

/** '@asa/server/db': the tables, the database types and the test-data factories, for the other packages. */
export * from './schema';
export type { Db, Tx } from './client';
export * from './factories';

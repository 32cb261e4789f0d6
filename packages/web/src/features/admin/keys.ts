/** Query keys of the admin's user list. */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  subscriptions: ['admin', 'subscriptions'] as const,
};

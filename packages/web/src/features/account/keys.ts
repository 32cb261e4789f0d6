/** Query keys of the account settings page. */
export const accountKeys = {
  sessions: ['auth', 'sessions'] as const,
};

/**
 * Boundaries between packages, layers and features (docs/server-guide.md "Layers and boundaries",
 * docs/web-guide.md). Each entry is a `no-restricted-imports` block for one group of files; ESLint applies
 * the last matching block, so every block lists the complete set of rules for its files.
 */

/**
 * A server feature may use another feature only through that feature's public modules: its service and
 * repo, plus the few shared modules listed here. Routes and every other file stay private to the feature.
 */
export const featurePublicModules = [
  '[a-z0-9-]+/service',
  '[a-z0-9-]+/repo',
  'bots/secrets',
  'bots/instance-counts',
  'players/ledger',
  'webhooks/emit',
  'discord-activity/outbox',
  'shop/ordering/rules',
  'shop/after-sale/voucher-list',
  'notifications/job-health',
  'notifications/unexpected-answer',
  'bots/guild-refs',
  'kits/samples',
  'demo/personas',
  'demo/discord-data',
  'demo/portal-player',
  'hosting-sync/routes',
];

const crossFeature = {
  regex: `^\\.\\./(?!(?:${featurePublicModules.join('|')})$)[a-z0-9-]+/`,
  message:
    'Cross-feature import: use the other feature through its service.ts/repo.ts (or move the shared code down to lib/ or db/).',
};
/** The same from a file one folder deeper (a feature laid out by use case: features/shop/ordering/...). */
const crossFeatureNested = {
  regex: `^\\.\\./\\.\\./(?!(?:${featurePublicModules.join('|')})$)[a-z0-9-]+/`,
  message: crossFeature.message,
};
const upperLayers = {
  regex: '^(\\.\\./)+(features|plugins|jobs|app|bootstrap|start|main)(/|$)',
  message:
    'Layer violation: lib/, db/ and integrations/ sit below features, plugins and jobs and must not import them.',
};
const serverInternals = {
  regex: '^@asa/server/(?!(db|testing)$)',
  message:
    "Import the server through its public surface: '@asa/server', '@asa/server/db' or '@asa/server/testing'.",
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export const boundaries = [
  {
    files: ['packages/server/src/lib/**/*.ts', 'packages/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(upperLayers),
  },
  {
    files: ['packages/server/src/integrations/**/*.ts'],
    // tests may use the demo data
    ignores: ['**/*.test.ts'],
    rules: restrict(upperLayers),
  },
  {
    files: ['packages/server/src/features/**/*.ts'],
    ignores: ['packages/server/src/features/**/*.test.ts', 'packages/server/src/features/**/*fixtures.ts'],
    rules: restrict(crossFeature, {
      regex: '^\\.\\./\\.\\./plugins/',
      allowTypeImports: true,
      message:
        'Features use plugins only as types (the request decorations); runtime helpers belong in the feature.',
    }),
  },
  {
    // a feature's use-case folders (features/shop/ordering/...) import each other freely; other features only
    // through their public modules, as above
    files: ['packages/server/src/features/*/*/**/*.ts'],
    ignores: ['packages/server/src/features/**/*.test.ts', 'packages/server/src/features/**/*fixtures.ts'],
    rules: restrict(crossFeatureNested, {
      regex: '^\\.\\./\\.\\./\\.\\./plugins/',
      allowTypeImports: true,
      message:
        'Features use plugins only as types (the request decorations); runtime helpers belong in the feature.',
    }),
  },
  {
    // the sign-in routes read the bearer token the same way the auth plugin does
    files: ['packages/server/src/features/auth/routes.ts'],
    rules: restrict(crossFeature),
  },
  {
    files: ['packages/bot/**/*.ts'],
    rules: restrict(serverInternals),
  },
  {
    files: ['packages/web/src/features/**/*.{ts,tsx}'],
    rules: restrict({
      // the player dialog shows the player's purchases and the players table the rank names
      regex: '^\\.\\./(?!(?:purchases/[a-z0-9-]+|shop-ranks/use-ranks)$)[a-z0-9-]+/',
      message: 'Web features do not import each other: move what two features share to lib/ or components/.',
    }),
  },
];

/**
 * Lint rules of issue 27 (docs/i18n.md):
 * - `asa/no-bare-locale-format` (the whole web app): numbers and dates go through `lib/format.ts` (and its
 *   calendar half `lib/format-calendar.ts`, loaded with the date fields' calendar), never
 *   `toLocaleString()`, `toLocaleDateString()`, `toLocaleTimeString()` or `Intl.*` directly;
 * - `asa/no-literal-text` (the translated folders, `translatedFolders`): a text in code is a key — no words in
 *   JSX text nor in the attributes a user reads or hears (label, title, aria-label, placeholder, helperText,
 *   alt, submitLabel, ...). Widen `translatedFolders` as more screens are converted.
 */

/** Folders of packages/web/src whose texts are all in the catalogues (src/locales). */
export const translatedFolders = [
  'app',
  'components/bot-page.tsx',
  'components/channel-select.tsx',
  'components/check-connection.tsx',
  'components/confirm-dialog.tsx',
  'components/cookie-consent.tsx',
  'components/copy-field.tsx',
  'components/credit-history-table.tsx',
  'components/csv-buttons.tsx',
  'components/csv-import-dialog.tsx',
  'components/delete-selected.tsx',
  'components/dialog-loading.tsx',
  'components/form',
  'components/hosting-sync',
  'components/job-status.tsx',
  'components/light-table.tsx',
  'components/list-toolbar.tsx',
  'components/messages.tsx',
  'components/player-game-link.tsx',
  'components/role-select.tsx',
  'components/row-actions.tsx',
  'components/settings-actions.tsx',
  'components/unverified-note.tsx',
  'features/account',
  'features/admin',
  'features/api-access',
  'features/asabot',
  'features/audit-log',
  'features/command-access',
  'features/coupons',
  'features/discord-activity',
  'features/errors',
  'features/in-game-shop',
  'features/kits',
  'features/nitrado',
  'features/notifications',
  'features/overview',
  'features/permissions',
  'features/players',
  'features/portal',
  'features/public',
  'features/purchases',
  'features/servers',
  'features/shop-ranks',
  'features/tip4serv',
  'features/user-portal',
  'features/voting',
  'features/webhooks',
];

/** The attributes whose string value a user reads or hears. */
const textAttributes =
  /^(label|title|aria-label|aria-description|placeholder|helperText|alt|submitLabel|confirmLabel|cancelLabel|message|primary|secondary|tooltip|emptyText|empty)$/;
/** A word: two letters in a row (so "·", "—", "%", "#1" or "x" are not texts). */
const word = /\p{L}{2}/u;

const noBareLocaleFormat = {
  meta: {
    type: 'problem',
    messages: {
      call: 'Format with lib/format.ts (formatNumber, formatDateTime, ...) instead of {{name}}(): it follows the chosen language.',
      intl: 'Format with lib/format.ts instead of Intl.{{name}}: it follows the chosen language.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const p = node.callee.type === 'MemberExpression' ? node.callee.property : null;
        if (p?.type === 'Identifier' && /^toLocale(Date|Time)?String$/.test(p.name))
          context.report({ node, messageId: 'call', data: { name: p.name } });
      },
      MemberExpression(node) {
        if (
          node.object.type === 'Identifier' &&
          node.object.name === 'Intl' &&
          node.property.type === 'Identifier'
        )
          context.report({ node, messageId: 'intl', data: { name: node.property.name } });
      },
    };
  },
};

const noLiteralText = {
  meta: {
    type: 'problem',
    messages: {
      text: 'A text in code is not a key: put "{{text}}" in the catalogue (src/locales) and use t().',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      word.test(text) &&
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    /** The texts an expression can show: strings, template parts, both arms of `a ? b : c`, `a && b`. */
    const check = (e) => {
      if (!e) return;
      if (e.type === 'Literal' && typeof e.value === 'string') report(e, e.value);
      else if (e.type === 'TemplateLiteral') e.quasis.forEach((q) => report(q, q.value.cooked ?? ''));
      else if (e.type === 'ConditionalExpression') [e.consequent, e.alternate].forEach(check);
      else if (e.type === 'LogicalExpression') [e.left, e.right].forEach(check);
    };
    return {
      JSXText(node) {
        // code samples (`<code>Authorization: BOT &lt;key&gt;</code>`) are not texts
        const parent = node.parent.type === 'JSXElement' ? node.parent.openingElement.name : null;
        if (parent?.type === 'JSXIdentifier' && (parent.name === 'code' || parent.name === 'kbd')) return;
        report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') check(node.expression);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !textAttributes.test(node.name.name) || !node.value) return;
        if (node.value.type === 'JSXExpressionContainer') check(node.value.expression);
        else check(node.value);
      },
    };
  },
};

const plugin = { rules: { 'no-bare-locale-format': noBareLocaleFormat, 'no-literal-text': noLiteralText } };

export const i18nRules = [
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/lib/format.ts', 'packages/web/src/lib/format-calendar.ts'],
    plugins: { asa: plugin },
    rules: { 'asa/no-bare-locale-format': 'error' },
  },
  {
    files: translatedFolders.map((f) => `packages/web/src/${f}${f.endsWith('.tsx') ? '' : '/**/*.tsx'}`),
    plugins: { asa: plugin },
    rules: { 'asa/no-literal-text': 'error' },
  },
];

/**
 * The dashboard's design tokens (issue 38, docs/web-guide.md "Design"): colours for both modes (each text
 * colour reaches at least 4.5:1 on the surfaces it is used on), the font stack, radii and the soft elevation.
 * theme.tsx turns them into the MUI theme; nothing else reads colours directly.
 */

/** The system's own UI font (no font download): San Francisco, Segoe UI, Roboto, Noto, then generic. */
export const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

export const radius = { control: 8, card: 12, chip: 6 } as const;

/** Light: near-white canvas with white cards; dark: blue-black canvas with slightly lighter cards. */
export const colors = {
  light: {
    primary: '#1d4ed8', // 6.7:1 on white
    secondary: '#6d28d9', // 7.1:1 on white
    success: '#15803d', // 5.0:1 on white
    error: '#b91c1c', // 6.5:1 on white
    warning: '#b45309', // 5.0:1 on white
    info: '#0369a1', // 5.9:1 on white
    background: '#f5f6f8',
    paper: '#ffffff',
    text: '#111827', // 16:1 on the canvas
    textSecondary: '#4b5563', // 7.2:1 on the canvas
    divider: 'rgba(17, 24, 39, 0.12)',
    tableHead: '#f9fafb',
  },
  dark: {
    primary: '#93b4ff', // 8.6:1 on the dark paper
    secondary: '#c4b5fd',
    success: '#6ee7a0',
    error: '#fca5a5',
    warning: '#fcd34d',
    info: '#7dd3fc',
    background: '#0e1117',
    paper: '#161b22',
    text: '#e6edf3', // 14:1 on the paper
    textSecondary: '#a4afbd', // 7.4:1 on the paper
    divider: 'rgba(230, 237, 243, 0.14)',
    tableHead: '#1b212a',
  },
} as const;

/** Two soft shadows (cards that lift, menus and dialogs); MUI's 25 levels map onto them. */
export const elevation = {
  low: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
  high: '0 4px 8px -2px rgba(16, 24, 40, 0.10), 0 12px 24px -4px rgba(16, 24, 40, 0.14)',
} as const;

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createTheme, CssBaseline, ThemeProvider, type Shadows } from '@mui/material';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type { GridDensity } from '@mui/x-data-grid';
import { useGridDensity } from '../lib/grid-density';
import { colors, elevation, fontStack, radius } from './design-tokens';

type Mode = 'light' | 'dark';
const ModeContext = createContext<{ mode: Mode; toggle(): void }>({ mode: 'light', toggle: () => undefined });
const key = 'themeMode';

/**
 * The design of issue 38 on MUI (docs/web-guide.md "Design"): the system font stack with a tighter type scale,
 * sentence-case buttons, 8 px controls and 12 px cards, two soft shadows instead of Material's 25, and the
 * colour tokens of design-tokens.ts for both modes (WCAG AA).
 */
function makeTheme(mode: Mode, density: GridDensity) {
  const c = colors[mode];
  const shadows = ['none', ...Array.from({ length: 24 }, (_, i) => (i < 4 ? elevation.low : elevation.high))];
  return createTheme({
    palette: {
      mode,
      primary: { main: c.primary, ...(mode === 'dark' ? { contrastText: '#0e1117' } : {}) },
      secondary: { main: c.secondary },
      success: { main: c.success },
      error: { main: c.error, ...(mode === 'dark' ? { contrastText: '#0e1117' } : {}) },
      warning: { main: c.warning },
      info: { main: c.info },
      background: { default: c.background, paper: c.paper },
      text: { primary: c.text, secondary: c.textSecondary },
      divider: c.divider,
    },
    shape: { borderRadius: radius.control },
    shadows: shadows as Shadows,
    typography: {
      fontFamily: fontStack,
      h4: { fontSize: '1.625rem', fontWeight: 650, lineHeight: 1.25, letterSpacing: '-0.01em' },
      h5: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.3 },
      h6: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.4 },
      subtitle1: { fontWeight: 600 },
      body2: { lineHeight: 1.5 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { letterSpacing: '0.06em', fontWeight: 600 },
    },
    components: {
      MuiDataGrid: {
        defaultProps: { density },
        styleOverrides: {
          root: { borderRadius: radius.card, backgroundColor: c.paper },
          columnHeaders: { backgroundColor: c.tableHead },
          // a long header ("Passives Einkommen" in a 120 px column) wraps onto a second line instead of
          // ending in "…" (issue 38: no cut German column header)
          columnHeaderTitle: {
            fontWeight: 600,
            whiteSpace: 'normal',
            lineHeight: 1.2,
            overflowWrap: 'normal',
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { styleOverrides: { root: { borderRadius: radius.card } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: radius.card } } },
      MuiChip: { styleOverrides: { root: { borderRadius: radius.chip, fontWeight: 500 } } },
      MuiTableCell: {
        styleOverrides: {
          head: { fontWeight: 600, color: c.textSecondary, backgroundColor: c.tableHead },
        },
      },
      MuiAlert: { styleOverrides: { root: { borderRadius: radius.control } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 44 } } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.8125rem' } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      // helper text under a disabled field (view-only pages) stays readable: secondary, not disabled grey
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }),
        },
      },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  });
}

/**
 * Light by default (SPEC 9: "default theme light", whatever the system prefers); the top bar's toggle switches
 * to dark and the choice is remembered in localStorage ('themeMode'). Every DataGrid takes the table density
 * chosen in the top bar (lib/grid-density.ts) as its default.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<Mode>(() =>
    window.localStorage.getItem(key) === 'dark' ? 'dark' : 'light',
  );
  const density = useGridDensity();
  const theme = useMemo(() => makeTheme(mode, density), [mode, density]);
  const toggle = () => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    window.localStorage.setItem(key, next);
    setMode(next);
  };
  return (
    <ModeContext.Provider value={{ mode, toggle }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ModeContext.Provider>
  );
}

export const useThemeMode = () => useContext(ModeContext);

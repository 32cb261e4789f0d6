import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { useGridDensity } from '../lib/grid-density';

type Mode = 'light' | 'dark';
const ModeContext = createContext<{ mode: Mode; toggle(): void }>({ mode: 'light', toggle: () => undefined });
const key = 'themeMode';

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
  const theme = useMemo(
    () =>
      createTheme({
        // Light: darker than MUI's defaults so text, outlined buttons and filled chips reach 4.5:1 on white
        // (warning #b45309 instead of #ed6c02). Dark: MUI's dark palette, whose light tones read on #121212.
        palette:
          mode === 'light'
            ? {
                mode,
                primary: { main: '#1565c0' },
                success: { main: '#2e7d32' },
                error: { main: '#c62828' },
                warning: { main: '#b45309' },
              }
            : { mode, error: { main: '#f44336', contrastText: 'rgba(0, 0, 0, 0.87)' } },
        components: {
          MuiDataGrid: { defaultProps: { density } },
          // helper text under a disabled field (view-only pages) stays readable: secondary, not disabled grey
          MuiFormHelperText: {
            styleOverrides: {
              root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }),
            },
          },
        },
        breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
      }),
    [mode, density],
  );
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

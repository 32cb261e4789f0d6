import { useSyncExternalStore } from 'react';
import type { GridDensity } from '@mui/x-data-grid';

/**
 * The dashboard tables' one density (compact, standard, comfortable): chosen in the top bar's menu
 * (app/density-switch.tsx), remembered in this browser, applied by every DataGrid through
 * useGridLocaleText's `density`.
 */
export const GRID_DENSITIES = ['compact', 'standard', 'comfortable'] as const satisfies GridDensity[];
const storageKey = 'asa.gridDensity';
const listeners = new Set<() => void>();

function read(): GridDensity {
  try {
    const v = window.localStorage.getItem(storageKey);
    return (GRID_DENSITIES as readonly string[]).includes(v ?? '') ? (v as GridDensity) : 'standard';
  } catch {
    return 'standard';
  }
}

export function setGridDensity(d: GridDensity) {
  window.localStorage.setItem(storageKey, d);
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useGridDensity = () => useSyncExternalStore(subscribe, read);

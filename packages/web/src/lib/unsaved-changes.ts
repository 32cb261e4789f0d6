import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which mounted pages hold unsaved edits. Settings pages report through LeaveGuard; the instance picker asks
 * before switching the bot while any page is dirty (switching would reset the page's local copy).
 */
const dirtyPages = new Set<symbol>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function useReportDirty(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const id = Symbol('dirty page');
    dirtyPages.add(id);
    emit();
    return () => {
      dirtyPages.delete(id);
      emit();
    };
  }, [dirty]);
}

export const useAnyDirty = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => dirtyPages.size > 0,
  );

import { useEffect, useRef } from 'react';

/**
 * Moves the focus to a field that the next render creates (e.g. the command input "Add item" adds):
 * call the returned function with the new element's id before the state change that renders it.
 */
export function useFocusNext() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const el = document.getElementById(pending.current);
    if (el) {
      el.focus();
      pending.current = null;
    }
  });
  return (id: string) => {
    pending.current = id;
  };
}

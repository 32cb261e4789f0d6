import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useReportDirty } from './unsaved-changes';

/** Asks before leaving a page with unsaved changes: in-app navigation (dialog) and tab close (browser prompt). */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  useReportDirty(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

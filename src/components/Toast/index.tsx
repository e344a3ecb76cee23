import React, {useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import {toastStore} from './toastStore';
import styles from './styles.module.css';

// The toast region, rendered once for the whole site (src/theme/Root). The live region exists before
// any message, so screen readers announce each toast.
export default function ToastRegion(): ReactNode {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => null);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={clsx(styles.toast, toast.kind === 'error' && styles.error)}>
          {toast.text}
        </div>
      )}
    </div>
  );
}

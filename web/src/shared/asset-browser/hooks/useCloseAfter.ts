import { useState } from 'react';

/**
 * A dialog or form that closes after its one call, whatever the outcome (a failure has its own
 * alert): `busy` while the call runs, for disabling the controls.
 */
export function useCloseAfter(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
    } finally {
      setBusy(false);
      onClose();
    }
  }
  return { busy, run };
}

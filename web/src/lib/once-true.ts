import { useState } from 'react';

/**
 * True from the first render where `value` is true on. A part loaded on first use (an overlay, a
 * menu) mounts then and stays mounted, so that it can play its closing and open again at once.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

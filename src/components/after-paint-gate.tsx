import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * Renders `children` (`fallback` until then) only once the frame of its first commit is painted: a lazily loaded part put under it
 * starts loading after the data beside it is on screen, not with it (its chunk is no first-load JS).
 */
export function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted ? children : fallback;
}

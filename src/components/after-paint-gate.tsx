import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from './after-paint';

interface AfterPaintProps {
  children: ReactNode;
  fallback?: ReactNode;
  /** Wait for this too (the page's data is there): the children render once a frame where it holds is painted. */
  when?: boolean;
}

/**
 * Renders `children` (`fallback` until then) only once the frame of its first commit (with `when`) is painted: a lazily loaded
 * part put under it starts loading after the data beside it is on screen, not with it (its chunk is no first-load JS). Its
 * own Suspense shows `fallback` while such a part loads, so the page around it stays as it is.
 */
export function AfterPaint({ children, fallback = null, when = true }: AfterPaintProps) {
  const painted = useAfterPaint(when);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

/** false until a frame of this component's commit (with `when`) is painted: a read it gates starts after what is on screen. */
export function useAfterPaint(when = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (when && !painted ? afterNextPaint(() => setPainted(true)) : undefined), [when, painted]);
  return painted;
}

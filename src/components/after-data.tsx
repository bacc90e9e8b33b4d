import { createContext, useContext, type ReactNode } from 'react';
import { AfterPaint } from './after-paint-gate';

/**
 * Whether the data of the page around is there (answered, or nothing to read): StateKeyShell says so for the parts
 * of its page. Outside such a page, true: a part rendered beside data waits only for its own paint.
 */
export const DataShown = createContext(true);

/** AfterPaint, once the page's data (DataShown) is there too: a lazy part under it is no first-load JS. */
export function AfterData({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <AfterPaint when={useContext(DataShown)} fallback={fallback}>
      {children}
    </AfterPaint>
  );
}

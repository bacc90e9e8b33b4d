import { lazy } from 'react';
import { AfterPaint } from '../after-paint-gate';
import type { RequestToolsProps } from './request-tools-panel';
import './request-tools.css';

// The star, the copy buttons and the request's offers are no part of a page's first load (issue 34):
// they load once the page's data is painted, their row held by a reserve of their height meanwhile.
const RequestToolsPanel = lazy(() => import('./request-tools-panel'));

/** Star the page, copy its link and its request as code (request-tools-panel.tsx), once `ready`: the page's data is on screen or failed. */
export function RequestTools({ ready, ...props }: RequestToolsProps & { ready: boolean }) {
  return (
    <AfterPaint when={ready} fallback={<div className="request-tools request-tools-reserve" aria-hidden="true" />}>
      <RequestToolsPanel {...props} />
    </AfterPaint>
  );
}

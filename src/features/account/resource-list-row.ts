import type { ReactNode, Ref } from 'react';
import type { ListedResource } from './resource-list-read';

// What the resource list (resource-list.tsx) and its window (resource-list-window.tsx) share.

// a closed row's height as drawn: when the estimate is right, measuring a row moves neither the rows nor
// the find index's entries after it (a wrong one rebuilt an entry chunk on every scrolled frame)
export const ROW_ESTIMATE = 42;

/** Where a row is drawn, and how the virtualiser measures it (once loaded). */
export interface RowPlace {
  key: string | number | bigint;
  index: number;
  start: number;
  measure?: Ref<HTMLDivElement>;
  found?: boolean;
}

export type RenderRow = (resource: ListedResource, place: RowPlace) => ReactNode;

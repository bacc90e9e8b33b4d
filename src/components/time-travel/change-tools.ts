import { lazy } from 'react';

// The change search and the timeline of the value on screen: no part of its first paint. A page renders
// them under AfterPaint (when its data is there), so their chunk loads once that data is painted (issue 34).
export const ChangeNavigator = lazy(async () => ({ default: (await import('./change-navigator')).ChangeNavigator }));
export const Timeline = lazy(async () => ({ default: (await import('./timeline')).Timeline }));

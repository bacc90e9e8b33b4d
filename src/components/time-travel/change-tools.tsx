import { lazy, type ComponentProps, type ComponentType } from 'react';
import type { ChangeNavigator as Navigator } from './change-navigator';
import type { Timeline as TimelineView } from './timeline';

// The change search and the timeline of the value on screen: no part of its first paint. A page renders
// them under AfterPaint (when its data is there), so their chunk loads once that data is painted (issue 34).
export const ChangeNavigator = lazy(async () => ({ default: (await import('./change-navigator')).ChangeNavigator }));

/** The props of the change navigator and of the timeline (none: a page without one). */
export interface HistoryToolsProps {
  navigator: ComponentProps<typeof Navigator>;
  timeline?: ComponentProps<typeof TimelineView>;
}

/**
 * The change navigator and the timeline, driven by a hook that `load` imports (the page's history reads, from
 * src/queries, which a component does not import): the hook, the navigator and the timeline load together, once
 * the page renders this after its paint, so none of them is first-load JS (issue 34).
 */
export function lazyHistoryTools<P extends object>(load: () => Promise<(props: P) => HistoryToolsProps>): ComponentType<P> {
  return lazy(async () => {
    const [useHistory, { ChangeNavigator: Loaded }, { Timeline: LoadedTimeline }] = await Promise.all([
      load(),
      import('./change-navigator'),
      import('./timeline'),
    ]);
    function HistoryTools(props: P) {
      const { navigator, timeline } = useHistory(props);
      return (
        <>
          <Loaded {...navigator} />
          {timeline !== undefined && <LoadedTimeline {...timeline} />}
        </>
      );
    }
    return { default: HistoryTools };
  });
}

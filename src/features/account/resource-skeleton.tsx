import { SlowNodeNotice } from '../../components/slow-node-notice';

/** Shaped like a resource tree: a few indented rows; says so when the node is late. */
export function ResourceSkeleton({ rows = 12 }: { rows?: number }) {
  return (
    <>
      <SlowNodeNotice />
      <div aria-busy="true" aria-label="Loading">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="skeleton" style={{ width: `${30 + ((index * 37) % 55)}%`, marginLeft: `${(index % 3) * 1.2}rem` }} />
        ))}
      </div>
    </>
  );
}

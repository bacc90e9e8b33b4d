/** Shaped like a resource tree: a few indented rows. */
export function ResourceSkeleton({ rows = 12 }: { rows?: number }) {
  return (
    <div aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton" style={{ width: `${30 + ((index * 37) % 55)}%`, marginLeft: `${(index % 3) * 1.2}rem` }} />
      ))}
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading">
      <div className="skeleton" style={{ width: '40%', height: '1.6rem' }} />
      <div className="skeleton" style={{ width: '70%', height: '2.2rem' }} />
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="skeleton" style={{ width: `${35 + ((index * 29) % 50)}%` }} />
      ))}
    </div>
  );
}

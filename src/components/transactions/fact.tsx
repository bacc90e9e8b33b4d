import type { ReactNode } from 'react';

/** One fact of a page's `.facts` list (transactions.css): `span2` is two columns wide, `wide` the whole row. */
export function Fact({ label, children, width }: { label: string; children: ReactNode; width?: 'span2' | 'wide' }) {
  return (
    <div className={width}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

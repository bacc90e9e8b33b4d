import './indexer.css';

/** Newer / Older through an indexer list's pages, 0-based `page` of `pages` (at least 1). */
export function IndexerPager({
  label,
  page,
  pages,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="indexer-pager" aria-label={label}>
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Newer
      </button>
      <span>
        page {page + 1} of {pages}
      </span>
      <button type="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Older
      </button>
    </nav>
  );
}

/** Which version the data on screen is at, in words: the version control's first words, and its place's while it loads. */
export function PinText({ pinned, shown, paused }: { pinned: bigint | undefined; shown: bigint | undefined; paused: boolean }) {
  return pinned === undefined ? (
    <span>
      {paused ? 'Paused on latest' : 'Following latest'}
      {shown !== undefined && (
        <>
          {' '}
          — showing version <strong className="mono">{shown.toString()}</strong>
        </>
      )}
    </span>
  ) : (
    <span>
      Pinned at <strong className="mono">{pinned.toString()}</strong>
    </span>
  );
}

/** "1 write", "12,600 writes": a count with its noun, grouped as everywhere else in the explorer. */
export function countOf(count: number | bigint, noun: string, plural = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 || count === 1n ? noun : plural}`;
}

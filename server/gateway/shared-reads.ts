// Reads the gateway keeps are asked upstream once, however many browsers wait for them, and cancelled
// upstream when the last of them has gone away (docs/api.md#answers-kept-in-memory): 120 browsers
// leaving used to leave 120 downloads of 24 MiB running (issue 30).
import type { ServerResponse } from 'node:http';

interface Shared<T> {
  read: Promise<T>;
  waiting: number;
  cancel: AbortController;
}

export class SharedReads<T> {
  private readonly reads = new Map<string, Shared<T>>();

  /**
   * The read of `key` for the browser answered on `response`: joined when under way, else started
   * (`start` gets the signal that cancels it). Rejects as `start`'s read does, cancelled included.
   */
  async join(key: string, response: ServerResponse, start: (signal: AbortSignal) => Promise<T>): Promise<T> {
    let shared = this.reads.get(key);
    if (shared === undefined) {
      const cancel = new AbortController();
      const started: Shared<T> = {
        read: start(cancel.signal).finally(() => {
          if (this.reads.get(key) === started) this.reads.delete(key);
        }),
        waiting: 0,
        cancel,
      };
      shared = started;
      this.reads.set(key, shared);
    }
    const mine = shared;
    mine.waiting++;
    const onClose = () => {
      if (response.writableEnded) return;
      mine.waiting--;
      if (mine.waiting > 0) return;
      // nobody waits for it any more: a browser asking now starts a read of its own
      if (this.reads.get(key) === mine) this.reads.delete(key);
      mine.cancel.abort();
    };
    response.once('close', onClose);
    try {
      return await mine.read;
    } finally {
      response.off('close', onClose);
    }
  }
}

import type { Page } from '@playwright/test';

// The tab stays responsive: the longest main-thread task from the first script on (Chromium reports
// tasks over 50 ms), for the hostile-answer specs.

export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as { __longestTask?: number };
    record.__longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.__longestTask = Math.max(record.__longestTask ?? 0, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

export const longestTask = (page: Page): Promise<number> => page.evaluate(() => (window as { __longestTask?: number }).__longestTask ?? 0);

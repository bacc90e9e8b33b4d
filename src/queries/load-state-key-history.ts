/** The hook of a state key's history tools, loaded with them after the page's paint (lazyHistoryTools, issue 34). */
export const loadStateKeyHistory = async () => (await import('./use-state-key-history')).useStateKeyHistoryTools;

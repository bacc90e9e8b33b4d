import { createContext, type ComponentType, type ReactNode } from 'react';
import type { CallState } from '../../core/api/transaction-call';

// Apart from change-call.tsx: the app provides the reader at its root, and the parts that show a call load after the paint.
export type CallReader = ComponentType<{ node: string; version: bigint; children: (state: CallState) => ReactNode }>;
export const CallReaderContext = createContext<CallReader | null>(null);

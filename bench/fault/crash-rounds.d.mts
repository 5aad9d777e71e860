/** Types of crash-rounds.mjs for the TypeScript tests. */
export interface CrashRound { round: number; runs: number; workflows: number; renames: number; credentials: number; failed: number; integrity: string; executions: Record<string, number> }
export function runCrashRounds(o: { rounds: number; mode?: 'sqlite' | 'queue'; seed?: number; log?: (line: string) => void }): Promise<{ rows: CrashRound[]; problems: string[] }>;

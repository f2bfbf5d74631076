/** A V8 CPU profile as node --cpu-prof writes it (the parts read here). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string }; children?: number[] }[];
  samples: number[];
  startTime: number;
  timeDeltas: number[];
}

/** Milliseconds of CPU by layer, idle left out; within `window` (microseconds) if given. */
export function layersOf(
  profile: CpuProfile,
  window?: { from: number; to: number },
): Record<string, number>;
export function layersOfFile(
  file: string,
  window?: { from: number; to: number },
): Record<string, number>;

/** How long after its process started a service that has not been ready yet counts as starting. */
export const STARTUP_GRACE_SECONDS = 60;

/**
 * Whether this process is still within its start: what fails now (a dependency that is not
 * listening yet, an index still loading) is expected, worth a debug line rather than a warning.
 */
export function inStartupGrace(uptimeSeconds = process.uptime()): boolean {
  return uptimeSeconds < STARTUP_GRACE_SECONDS;
}

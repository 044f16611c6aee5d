/** Reads the Server-Timing header that the server sends with SERVER_TIMING=true. */

/** `command;dur=12.3, next-reads;dur=180.4` → [["command", 12.3], ["next-reads", 180.4]]. */
export function serverTimingSteps(header: string | undefined): [string, number][] {
  if (!header) return [];
  return header.split(',').flatMap((entry) => {
    const [name, ...params] = entry.trim().split(';');
    const duration = Number(params.find((p) => p.startsWith('dur='))?.slice('dur='.length));
    return name && Number.isFinite(duration) ? [[name, duration] as [string, number]] : [];
  });
}

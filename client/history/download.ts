/** Saves a record as a JSON file through the browser's download. */
export function downloadRecord(record: unknown, name: string): void {
  const blob = new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[^\w.-]+/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The server URL of an online match's record, with the seat's credentials when this browser holds one. */
export function recordUrl(game: string, matchID: string, seat?: { playerID: string; credentials: string }): string {
  const base = `/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}/record`;
  return seat
    ? `${base}?playerID=${encodeURIComponent(seat.playerID)}&credentials=${encodeURIComponent(seat.credentials)}`
    : base;
}

/** Fetches a record from the server; throws with the server's message on failure. */
export async function fetchRecord(url: string): Promise<unknown> {
  const response = await fetch(url);
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

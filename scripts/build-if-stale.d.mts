/** Builds the web app and the server bundle when stale; returns the web build's folder. */
export function buildWhatIsStale(root: string): string;

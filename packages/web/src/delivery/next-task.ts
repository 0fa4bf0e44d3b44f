/**
 * Resolves in a later task: the browser first runs what is waiting (a tap, a frame), so the
 * steps of the app's start, each short, never add up to one long task.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

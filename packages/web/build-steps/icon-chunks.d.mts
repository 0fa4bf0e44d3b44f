/** Rolldown's code-splitting group name for the icon modules (see icon-chunks.mjs). */
export function iconChunkName(
  moduleId: string,
  ctx: { getModuleInfo(moduleId: string): { importers: readonly string[] } | null },
): string | null;

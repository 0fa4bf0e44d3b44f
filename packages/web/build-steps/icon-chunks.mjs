// Which chunk a Font Awesome icon goes to in the browser build. An icon is a few hundred bytes,
// so icons are grouped rather than left to the bundler, which makes a chunk of each set of
// importers (a chunk per icon, or nearly). But one chunk of every icon would send the admin's
// icons and the home page's content icons to every public page. So:
// - `admin-icons`: icons that only the admin area imports;
// - `content-icons`: the icons that only ui/icon-names.ts imports of the public code (the icons an
//   editor may name in content), which the home page's process steps and the admin read;
// - `icons`: every other icon, the public pages' own.
// Rolldown gives the name function each module's importers (`ctx.getModuleInfo`). icon-names.ts
// itself is left to the bundler: a group takes in its modules' dependencies, so naming it would
// pull the public icons it also lists into `content-icons`.
const ICON_MODULE = /@fortawesome[\\/]free-[a-z]+-svg-icons[\\/]/;
const CONTENT_ICONS_MODULE = /[\\/]src[\\/]ui[\\/]icon-names\.ts$/;
const ADMIN_MODULE = /[\\/]src[\\/]admin[\\/]/;

/** A chunk name for an icon module; null for any other module. */
export function iconChunkName(moduleId, ctx) {
  if (!ICON_MODULE.test(moduleId)) return null;
  const importers = ctx.getModuleInfo(moduleId)?.importers ?? [];
  const fromPublic = importers.filter((importer) => !ADMIN_MODULE.test(importer));
  if (fromPublic.length === 0) return 'admin-icons';
  if (fromPublic.every((importer) => CONTENT_ICONS_MODULE.test(importer))) return 'content-icons';
  return 'icons';
}

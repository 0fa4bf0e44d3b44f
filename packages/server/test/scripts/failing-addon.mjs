// Preloaded with --import by the start-up test: better-sqlite3's native addon fails to load
// exactly as one built for another Node.js does (Node's own code and message), so that the
// test needs no second Node.js and no rebuilt addon.
const dlopen = process.dlopen;

process.dlopen = (module, filename, ...rest) => {
  if (!/[\\/]better-sqlite3[\\/]/.test(filename)) return dlopen(module, filename, ...rest);
  const error = new Error(
    `The module '${filename}'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 127. This version of Node.js requires\nNODE_MODULE_VERSION ${process.versions.modules}. Please try re-compiling or re-installing\nthe module (for instance, using \`npm rebuild\` or \`npm install\`).`,
  );
  error.code = 'ERR_DLOPEN_FAILED';
  throw error;
};

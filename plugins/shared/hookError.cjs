// The hooks of the optimization layer (README, "The optimization layer") reach beneath Docusaurus's
// public API: generated files they rewrite, modules they replace, loader chains they join. Each
// checks that what it meets is what it was written for. When it is not (after a Docusaurus upgrade,
// most likely), the build stops with this message rather than ship half a rewrite or a saving that
// quietly stopped working.

/**
 * @param {string} hook the hook's file, from the repository's root
 * @param {string} problem what the hook met, naming the file or module it expected
 * @param {string} [fix] what to do, when more than updating the hook's file
 */
function hookError(hook, problem, fix = `Update ${hook} to match`) {
  return new Error(`${hook}: ${problem}. ${fix}, or build with DOCS_LEAN=0 to turn the optimization layer off.`);
}

module.exports = {hookError};

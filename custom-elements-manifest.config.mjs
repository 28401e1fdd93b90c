/** Generates custom-elements.json from the JSDoc of each element in src/elements. */
export default {
  globs: ['src/elements/*.ts'],
  exclude: ['src/elements/block-element.ts', 'src/elements/define-element.ts', 'src/elements/events.ts', 'src/elements/stylesheets.ts'],
  outdir: '.',
  litelement: false,
};

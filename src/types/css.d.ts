/** A stylesheet imported as text, for constructable stylesheets (see rollup.config.mjs). */
declare module '*.css?inline' {
  const cssText: string;
  export default cssText;
}

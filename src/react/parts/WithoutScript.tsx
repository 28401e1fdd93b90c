/**
 * Styles that apply only when the page runs without script: a `<noscript>` in a declarative
 * shadow root is parsed as markup only when scripting is off, so these rules reach the block's
 * shadow tree then and never otherwise (React leaves a noscript's content alone when hydrating).
 * Blocks whose controls need script (tabs, a pricing toggle) use it to show all their content.
 */
export function WithoutScript({ css }: { css: string }) {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}

import { loadChunk } from '../net/load-chunk.js';

type RenderSuccessHtml = (container: Element, html: string) => Promise<void>;

let render: RenderSuccessHtml | null = null;
let loading: Promise<RenderSuccessHtml> | null = null;

/**
 * Loads what shows the owner's post-submit HTML: the sanitiser and the script runner (the
 * `owner-html` chunk, about 14 KB gzip). A form needs it only once it has been sent, so its code
 * is not part of the form's first load; `onSubmit` asks for it while the submission is in flight.
 * A failed load may be tried again.
 */
export function loadSuccessHtml(): Promise<RenderSuccessHtml> {
  loading ??= loadChunk('owner-html', () => import('../dom/run-inserted-scripts.js')).then(
    (module) => (render = (container, html) => module.setTrustedHtmlWithScripts(container, html)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Shows the owner's post-submit HTML (spec 02 §4) through the Trusted Types policy and re-runs
 * its scripts in document order, external ones awaited (the one shared rule in runtime/dom).
 * Once loaded (loadSuccessHtml), the HTML is in the container when this returns.
 */
export function renderSuccessHtml(container: Element, html: string): Promise<void> {
  if (render) return render(container, html);
  return loadSuccessHtml().then((loaded) => loaded(container, html));
}

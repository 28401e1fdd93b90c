import { expect } from '@open-wc/testing';
import { LOGIN_HELPER_KEY, installLoginHelper, isSignedIn, readTopWindowSignedIn } from '../../src/runtime/session/signed-in-state.js';
import { captureConsole } from '../support/browser.js';

/**
 * Runs `readTopWindowSignedIn` inside a framed page and resolves to what it returned. With
 * `crossOrigin`, the frame is sandboxed without allow-same-origin: an opaque origin, as a page
 * framed by another site would be.
 */
function readInsideFrame(crossOrigin: boolean): Promise<unknown> {
  const iframe = document.createElement('iframe');
  if (crossOrigin) iframe.setAttribute('sandbox', 'allow-scripts');
  const answer = new Promise<unknown>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow) return;
      window.removeEventListener('message', onMessage);
      resolve(event.data);
    };
    window.addEventListener('message', onMessage);
  });
  iframe.srcdoc = `<!doctype html><title>Framed page</title><script>
    const LOGIN_HELPER_KEY = Symbol.for('sitestack.login-helper');
    const readTopWindowSignedIn = ${readTopWindowSignedIn.toString()};
    let result;
    try { result = readTopWindowSignedIn(window); } catch (error) { result = 'threw ' + error.name; }
    parent.postMessage(result, '*');
  </script>`;
  document.body.append(iframe);
  return answer;
}

describe('signed-in state inside the editor frame (spec 01 §6)', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
  });
  afterEach(() => {
    console$.restore();
    expect(console$.errors).to.deep.equal([]);
    delete (window as unknown as Record<symbol, unknown>)[LOGIN_HELPER_KEY];
    document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
  });

  it("a same-origin framed page takes the top window's state", async () => {
    installLoginHelper(window, { signedIn: () => true });
    expect(await readInsideFrame(false)).to.equal(true);
    installLoginHelper(window, { signedIn: () => false });
    expect(await readInsideFrame(false)).to.equal(false);
  });

  it('a cross-origin frame cannot read the top window: it keeps its own state, without an error', async () => {
    installLoginHelper(window, { signedIn: () => true });
    expect(await readInsideFrame(true)).to.equal(null);
  });

  it('the top window uses its own state', () => {
    installLoginHelper(window, { signedIn: () => false });
    expect(readTopWindowSignedIn(window)).to.equal(null);
    expect(isSignedIn(window, true)).to.equal(true);
  });
});

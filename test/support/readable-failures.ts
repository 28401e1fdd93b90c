/**
 * A failed assertion whose expected or actual value is a DOM node stalled the test runner: the
 * reporter walks both values to print a diff (a node drawn by React links its whole fiber tree),
 * or the runner never finished sending the result, and the file stopped after the 120 s limit
 * with no message at all. Such a value is replaced by its markup as the failure is recorded,
 * before any reporter reads it, so the failure is reported at once with what was compared.
 * (Installed once per test page by every file that imports the browser test helpers.)
 */
type Failure = Error & { actual?: unknown; expected?: unknown };
interface MochaRunner {
  prototype: { fail(this: unknown, test: unknown, error: unknown, ...rest: unknown[]): unknown; readableFailures?: true };
}

const markupOf = (node: Node) => (node instanceof Element ? node.outerHTML : node.nodeName);

const runner = (window as unknown as { Mocha?: { Runner?: MochaRunner } }).Mocha?.Runner;
if (runner && !runner.prototype.readableFailures) {
  const fail = runner.prototype.fail;
  runner.prototype.readableFailures = true;
  runner.prototype.fail = function readableFail(test, error, ...rest) {
    if (error instanceof Error) {
      const failure = error as Failure;
      if (failure.actual instanceof Node) failure.actual = markupOf(failure.actual);
      if (failure.expected instanceof Node) failure.expected = markupOf(failure.expected);
    }
    return fail.call(this, test, error, ...rest);
  };
}

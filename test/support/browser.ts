import { defineElement } from '../../src/elements/define-element.js';
import { waitUntil } from '@open-wc/testing';
import './readable-failures.js';

/** Defines a block's element for a test file (as the loader would). */
export function defineForTest(tag: string, element: CustomElementConstructor): void {
  defineElement(tag, element);
}

/** Waits until React has rendered the element's shadow content (React 19 renders async). */
export async function rendered(host: HTMLElement, selector = '[part~="base"]'): Promise<void> {
  await waitUntil(() => host.shadowRoot?.querySelector(selector), `<${host.localName}> did not render ${selector}`);
}

/** Every shadow element matching a part name. */
export function parts<T extends Element = HTMLElement>(host: HTMLElement, part: string): T[] {
  return Array.from(host.shadowRoot!.querySelectorAll<T>(`[part~="${part}"]`) as NodeListOf<T>);
}

/** Next animation frame, for React to commit after an event. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Records console.error and console.warn during a test so it can assert there were none
 * (elements make no console noise) or exactly the expected one.
 */
export function captureConsole(): { errors: string[]; warnings: string[]; restore(): void } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  return {
    errors,
    warnings,
    restore() {
      console.error = error;
      console.warn = warn;
    },
  };
}

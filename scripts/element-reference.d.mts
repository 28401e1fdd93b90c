/** Types of scripts/element-reference.mjs for the tests that import it. */
export interface ManifestLike {
  modules: Array<{ path?: string; declarations?: Array<Record<string, unknown>> }>;
}
export interface ElementDeclaration {
  tagName: string;
  description?: string;
  attributes?: Array<{ name: string; description?: string; type?: { text: string } }>;
  events?: Array<{ name: string; description?: string }>;
  cssParts?: Array<{ name: string; description?: string }>;
  cssProperties?: Array<{ name: string; description?: string }>;
}
export declare const START_MARKER: string;
export declare const END_MARKER: string;
export declare function elementDeclarations(manifest: ManifestLike): ElementDeclaration[];
export declare function splitTrailing(description: string | undefined, label: string): { text: string; value: string };
export declare function renderElement(declaration: ElementDeclaration): string;
export declare function renderElementReference(manifest: ManifestLike): string;
export declare const ELEMENTS_PAGE: string;
export declare function replaceElementReference(page: string, reference: string): string;
export declare function expectedElementsPage(): { page: string; expected: string };

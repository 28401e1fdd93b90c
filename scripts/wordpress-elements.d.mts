/** Types of scripts/wordpress-elements.mjs for the tests that import it. */
import type { ManifestLike } from './element-reference.mjs';

export interface WordPressElement {
  tag: string;
  summary: string;
  blockJson: boolean;
  attributes: Array<{ name: string; type: 'boolean' | 'text'; description: string }>;
}
export declare const ELEMENTS_PHP: URL;
export declare const BLOCK_JSON_ATTRIBUTE: string;
export declare function wordpressElements(manifest: ManifestLike): WordPressElement[];
export declare function renderElementsPhp(manifest: ManifestLike): string;

/**
 * Blocks as a CMS editor hands them to the page: WordPress's wpautop (classic editor, 6.1) output
 * for blocks written with one item per line, shared by the unit and browser tests of
 * src/runtime/blocks/paragraph-wrapping.ts.
 */
export const WPAUTOP_ACCORDION = `<p>Our questions:</p>
<p><ss-accordion heading-level="3"></p>
<details>
<summary>Roast?</summary>
<p>Every Tuesday.</details>
<details>
<summary>Dogs?</summary>
<p>Yes.</details>
<p></ss-accordion></p>
<p>After.</p>`;

export const WPAUTOP_MENU = `<p><ss-menu label="Menu"></p>
<section data-label="Food">
Eggs</section>
<section data-label="Drinks">
Coffee</section>
<p></ss-menu></p>`;

export const WPAUTOP_GALLERY = `<p>Photos:<br />
<ss-gallery design="grid"></p>
<figure><img src="a.jpg" alt="A"><figcaption>A</figcaption></figure>
<figure><img src="b.jpg" alt="B"></figure>
<p></ss-gallery></p>`;

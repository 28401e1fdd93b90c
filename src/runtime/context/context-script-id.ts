/** The id of the page's context script, `<script type="application/json" id="ss-context">` (spec 01 §3). */
export const CONTEXT_SCRIPT_ID = 'ss-context';

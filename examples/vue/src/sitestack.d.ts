// Template types for every Sitestack element, attribute and event: Vue's GlobalComponents,
// generated from custom-elements.json.
import type {} from 'sitestack/vue';

export function attributeType(documented: string | undefined): string;
export function reactTypes(manifest: unknown): string;
export function vueTypes(manifest: unknown): string;

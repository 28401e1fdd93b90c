import type { Plugin } from 'rollup';

export declare function minifyCss(css: string): string;
export declare function stylesheetHash(cssText: string): string;
export declare function cssInline(options?: { emitFiles?: boolean; listFile?: string }): Plugin;
export declare function emitStylesheet(options: { sources: string[]; fileName: string }): Plugin;

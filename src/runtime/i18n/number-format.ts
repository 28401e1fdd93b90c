/**
 * One shared Intl.NumberFormat per locale and options (DESIGN: expensive objects are shared); a
 * locale the browser does not know falls back to en-US, the site's fallback locale.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function sharedNumberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en-US', options);
    }
    formats.set(key, format);
  }
  return format;
}

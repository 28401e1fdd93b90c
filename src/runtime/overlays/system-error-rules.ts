/**
 * The system-error overlay's content (spec 02 §2 "System-error overlay", §8): which heading and
 * message a system error shows. The data layer fires SYSTEM_ERROR_EVENT; the overlay shows this.
 */

/** Spec 02 §8, for data marked cleaned. */
export const SYSTEM_ERROR_CLEANED_HEADING = 'Something Went Wrong!';
export const SYSTEM_ERROR_CLEANED_MESSAGE =
  'Our system has encountered an error.  This exception has been automatically logged and reported.  We will return shortly.';
/**
 * Spec 02 §8, for a network error without a server-given text. The spec's text names the platform;
 * the product names the site itself ({@link systemErrorSiteName}).
 */
export const SYSTEM_ERROR_NETWORK_MESSAGE = 'Unable to connect to {siteTitle}.  Please try again.';
/** Who the network text names when the page context gives no `website.siteTitle`. */
export const SYSTEM_ERROR_SITE_FALLBACK = 'the site';

/** The name the network error text uses: the site's title from the page context, else "the site". */
export function systemErrorSiteName(siteTitle: string | null | undefined): string {
  return siteTitle?.trim() || SYSTEM_ERROR_SITE_FALLBACK;
}
/** Heading of the network and detailed variants (the spec gives none; the dialog needs a name). */
export const SYSTEM_ERROR_HEADING = 'System Error';
/** Spec 02 §2 buttons. */
export const SYSTEM_ERROR_RELOAD_LABEL = 'Reload Page';
export const SYSTEM_ERROR_CLEAR_LABEL = 'Clear';
/** Spec 02 §7: the analytics event logged for a network error in the overlay. */
export const SYSTEM_NETWORK_ERROR_EVENT_NAME = 'system_network_error';

export interface SystemErrorInput {
  url?: string;
  format?: string;
  message?: string;
  errorKey?: string;
  /** The server marked the data cleaned (safe to show only the generic text). */
  cleaned?: boolean;
  /** The failure was a network one (no reply). */
  network?: boolean;
}

export interface SystemErrorContent {
  heading: string;
  /** The heading's name among the system-error texts (`systemError.*`, a site may translate it). */
  headingName: 'heading' | 'title';
  message: string;
  /** The message's name among the system-error texts, or null when the text came from the server. */
  messageName: 'cleaned' | 'network' | null;
  /** Extra lines: the url and the format in upper case (detailed variant). */
  details: string[];
  errorKey: string | null;
  /** Spec 02 §7: log system_network_error with this urlRequested. */
  logNetworkErrorFor: string | null;
  /** Placeholders of the message text (`{siteTitle}`), for a translated text too. */
  messageParams: Record<string, string>;
}

/** Spec 02 §8: cleaned → generic text; network → the connect text or the server's; otherwise url, FORMAT and message. */
export function systemErrorContent(input: SystemErrorInput, siteTitle?: string | null): SystemErrorContent {
  const errorKey = input.errorKey?.trim() || null;
  const messageParams = { siteTitle: systemErrorSiteName(siteTitle) };
  if (input.cleaned) {
    return {
      heading: SYSTEM_ERROR_CLEANED_HEADING,
      headingName: 'heading',
      message: SYSTEM_ERROR_CLEANED_MESSAGE,
      messageName: 'cleaned',
      details: [],
      errorKey,
      logNetworkErrorFor: null,
      messageParams,
    };
  }
  if (input.network) {
    const serverText = input.message?.trim();
    return {
      heading: SYSTEM_ERROR_HEADING,
      headingName: 'title',
      message: serverText || SYSTEM_ERROR_NETWORK_MESSAGE.replace('{siteTitle}', messageParams.siteTitle),
      messageName: serverText ? null : 'network',
      details: [],
      errorKey,
      logNetworkErrorFor: input.url ?? '',
      messageParams,
    };
  }
  const details = [input.url ?? '', (input.format ?? '').toUpperCase()].filter(Boolean);
  const serverText = input.message?.trim();
  return {
    heading: SYSTEM_ERROR_HEADING,
    headingName: 'title',
    message: serverText || SYSTEM_ERROR_CLEANED_MESSAGE,
    messageName: serverText ? null : 'cleaned',
    details,
    errorKey,
    logNetworkErrorFor: null,
    messageParams,
  };
}

/** Reads an event detail defensively: anything odd becomes an empty input, never a throw. */
export function toSystemErrorInput(detail: unknown): SystemErrorInput {
  if (typeof detail !== 'object' || detail === null) return {};
  const d = detail as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    url: text(d.url),
    format: text(d.format),
    message: text(d.message),
    errorKey: text(d.errorKey),
    cleaned: d.cleaned === true,
    network: d.network === true,
  };
}

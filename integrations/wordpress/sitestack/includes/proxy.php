<?php
/**
 * The same-site path to the site API: /sitestack-api/… (or /index.php/sitestack-api/…) is
 * forwarded to the API base, so the API's cookies (crumb, cart, session) are this site's own and
 * no browser blocks them.
 *
 * @package Sitestack
 */

defined( 'ABSPATH' ) || exit;

const SITESTACK_PROXY_PATH = '/sitestack-api';

/** Where the proxy answers for itself, without asking the API: what the settings page's check asks. */
const SITESTACK_PROXY_STATUS_PATH = '/proxy-status';

/** The outcome of the last check that the proxy's address reaches WordPress (sitestack_check_proxy). */
const SITESTACK_PROXY_CHECK_OPTION = 'sitestack_proxy_check';

/** The API paths pages use (the runtime's calls, checkout pages and the bundle); never the owner API. */
const SITESTACK_PUBLIC_PATHS = array( '/api/', '/commerce/', '/checkout/', '/dist/' );

/** Request headers the runtime sends that the API reads; the conditional ones let a browser's cached bundle be revalidated with a 304. */
const SITESTACK_FORWARDED_HEADERS = array( 'Accept', 'Accept-Language', 'Content-Type', 'User-Agent', 'X-CSRF-Token', 'X-Sitestack-Cart', 'X-Sitestack-Session', 'X-SiteUser-XSRF-Token', 'If-None-Match', 'If-Modified-Since' );

/** Response headers passed back besides Set-Cookie and Location. */
const SITESTACK_RETURNED_HEADERS = array( 'Content-Type', 'Cache-Control', 'Retry-After', 'ETag', 'Last-Modified' );

/**
 * Answers a request under either proxy path, when the proxy is on.
 */
function sitestack_proxy_request() {
	$settings = sitestack_settings();
	if ( ! $settings['proxy'] || '' === $settings['api_base'] ) {
		return;
	}
	$uri  = isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared and forwarded as a path, never printed.
	$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
	// Both paths are answered whatever the permalinks: a page drawn (and cached) before they changed still works.
	foreach ( sitestack_proxy_prefixes() as $prefix ) {
		if ( 0 === strpos( $path, $prefix . '/' ) ) {
			sitestack_proxy_request_prefix( $prefix );
			break;
		}
	}
	$prefix = sitestack_proxy_request_prefix();
	if ( null === $prefix ) {
		return;
	}
	$api_path = substr( $path, strlen( $prefix ) );
	$query    = (string) wp_parse_url( $uri, PHP_URL_QUERY );
	$method   = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( $_SERVER['REQUEST_METHOD'] ) ) : 'GET';

	if ( SITESTACK_PROXY_STATUS_PATH === $api_path ) {
		header( 'Content-Type: application/json; charset=utf-8' );
		header( 'Cache-Control: no-store' );
		echo wp_json_encode( array( 'proxy' => 'sitestack' ) );
		exit;
	}
	if ( ! sitestack_is_public_api_path( $api_path ) ) {
		sitestack_proxy_refuse( 404, 'Not a public path of the site API: ' . $api_path );
	}
	$refusal = sitestack_cross_site_refusal( $method );
	if ( $refusal ) {
		sitestack_proxy_refuse( 403, $refusal );
	}
	sitestack_forward( $settings['api_base'] . $api_path . ( '' === $query ? '' : '?' . $query ), $method );
}

/**
 * The proxy prefix the request being answered came in on, once sitestack_proxy_request found it.
 *
 * @param string|null $prefix Sets it, when given.
 * @return string|null
 */
function sitestack_proxy_request_prefix( $prefix = null ) {
	static $current = null;
	if ( null !== $prefix ) {
		$current = $prefix;
	}
	return $current;
}

/**
 * The proxy path, below this site's home, that this site's web server sends to WordPress:
 * /sitestack-api when the permalinks rely on rewrite rules that send every address to
 * index.php ("Post name" and the like), else /index.php/sitestack-api, which reaches index.php
 * on a server without them (as PATH_INFO). Debian's installer chooses /index.php/%year%/…
 * permalinks on its Apache (no mod_rewrite, and .htaccess a read-only link to
 * /etc/wordpress/htaccess whose rules are commented out), or plain ones when its test request
 * fails; under either, /sitestack-api never reaches WordPress.
 *
 * @return string
 */
function sitestack_proxy_path() {
	$structure = (string) get_option( 'permalink_structure' );
	$rewrites  = '' !== $structure && ! preg_match( '#^/*index\.php#', $structure );
	return ( $rewrites ? '' : '/index.php' ) . SITESTACK_PROXY_PATH;
}

/**
 * The proxy paths the plugin answers, with this site's home path: /sitestack-api and
 * /index.php/sitestack-api (or /blog/…).
 *
 * @return string[]
 */
function sitestack_proxy_prefixes() {
	$home = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
	return array( $home . SITESTACK_PROXY_PATH, $home . '/index.php' . SITESTACK_PROXY_PATH );
}

/**
 * The proxy path below this site's home that pages use: the one the request being answered came
 * in on, else the one the last check found reachable, else the one the permalinks call for
 * (sitestack_proxy_path); '' when the check found neither reachable.
 *
 * @return string
 */
function sitestack_proxy_prefix() {
	$current = sitestack_proxy_request_prefix();
	if ( null !== $current ) {
		return $current;
	}
	$route = sitestack_proxy_route();
	return '' === $route ? '' : untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . $route;
}

/**
 * The proxy path pages use (below the home URL): the permalinks' (sitestack_proxy_path), or what
 * the last check found for them: the other path when only that one reached WordPress, '' when
 * neither did. A check made under other permalinks or another API base does not count.
 *
 * @return string
 */
function sitestack_proxy_route() {
	$check = get_option( SITESTACK_PROXY_CHECK_OPTION );
	if ( is_array( $check ) && isset( $check['for'], $check['api_base'], $check['route'] ) && sitestack_proxy_path() === $check['for'] && sitestack_settings()['api_base'] === $check['api_base'] ) {
		return (string) $check['route'];
	}
	return sitestack_proxy_path();
}

/**
 * Asks this site, as a browser would, whether the proxy's address reaches WordPress: first the
 * path the permalinks call for, then the other one. Stores and returns the outcome:
 * status 'reachable' (route: the path that answered), 'unreachable' (both answered, neither
 * was the plugin: pages then call the API directly), or 'unchecked' (this site could not be
 * asked, e.g. a server that cannot call itself: the permalinks' path is kept).
 *
 * @return array{for: string, api_base: string, route: string, status: string, tried: array<string, string>}|null Null when the proxy is off.
 */
function sitestack_check_proxy() {
	$settings = sitestack_settings();
	if ( ! $settings['proxy'] || '' === $settings['api_base'] ) {
		delete_option( SITESTACK_PROXY_CHECK_OPTION );
		return null;
	}
	$preferred  = sitestack_proxy_path();
	$candidates = array_unique( array( $preferred, '/index.php' . SITESTACK_PROXY_PATH ) );
	$check      = array(
		'for'      => $preferred,
		'api_base' => $settings['api_base'],
		'route'    => '',
		'status'   => 'unreachable',
		'tried'    => array(),
	);
	foreach ( $candidates as $candidate ) {
		$url      = home_url( $candidate . SITESTACK_PROXY_STATUS_PATH );
		$response = wp_remote_get(
			$url,
			array(
				'timeout'     => 5,
				'redirection' => 0,
				/** This filter is documented in wp-includes/class-wp-http-streams.php */
				'sslverify'   => apply_filters( 'https_local_ssl_verify', false ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter for requests to itself.
			)
		);
		if ( is_wp_error( $response ) ) {
			$check['tried'][ $url ] = $response->get_error_message();
			if ( $candidate === $preferred ) {
				// This site could not be asked at all: no sign against the permalinks' path.
				$check['status'] = 'unchecked';
				$check['route']  = $preferred;
				break;
			}
			continue;
		}
		$code = (int) wp_remote_retrieve_response_code( $response );
		$body = json_decode( wp_remote_retrieve_body( $response ) );
		if ( 200 === $code && is_object( $body ) && isset( $body->proxy ) && 'sitestack' === $body->proxy ) {
			$check['tried'][ $url ] = 'answered';
			$check['status']        = 'reachable';
			$check['route']         = $candidate;
			break;
		}
		$check['tried'][ $url ] = 'HTTP ' . $code;
	}
	update_option( SITESTACK_PROXY_CHECK_OPTION, $check );
	return $check;
}

/**
 * Whether a path is one pages may reach: under a public prefix, not the owner API, no dot
 * segments (checked as the API will read it, percent-decoded).
 *
 * @param string $path The path after the proxy prefix.
 * @return bool
 */
function sitestack_is_public_api_path( $path ) {
	$decoded = rawurldecode( $path );
	if ( preg_match( '#(^|/)\.\.?(/|$)|\\\\|//#', $decoded ) || 0 === stripos( $decoded, '/api/owner' ) ) {
		return false;
	}
	foreach ( SITESTACK_PUBLIC_PATHS as $prefix ) {
		if ( 0 === strpos( $decoded, $prefix ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The API checks where a write comes from by its Origin header; behind the proxy it cannot (the
 * proxy does not pass the browser's Origin on), so the proxy checks it: a write from a page of
 * another origin is refused.
 *
 * @param string $method The request's method.
 * @return string '' when the request may go on, else why not.
 */
function sitestack_cross_site_refusal( $method ) {
	if ( in_array( $method, array( 'GET', 'HEAD', 'OPTIONS' ), true ) ) {
		return '';
	}
	$own = sitestack_origin();
	if ( isset( $_SERVER['HTTP_ORIGIN'] ) ) {
		$origin = sanitize_text_field( wp_unslash( $_SERVER['HTTP_ORIGIN'] ) );
		return $origin === $own ? '' : 'Requests from ' . $origin . ' are not allowed here.';
	}
	if ( isset( $_SERVER['HTTP_SEC_FETCH_SITE'] ) && 'cross-site' === $_SERVER['HTTP_SEC_FETCH_SITE'] ) {
		return 'Cross-site requests are not allowed here.';
	}
	return '';
}

/**
 * This site's origin: scheme, host and port of its home URL.
 *
 * @return string
 */
function sitestack_origin() {
	$home = wp_parse_url( home_url( '/' ) );
	return $home['scheme'] . '://' . $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
}

/**
 * Forwards the request to the API and sends its answer back.
 *
 * @param string $url    The API URL.
 * @param string $method The request's method.
 */
function sitestack_forward( $url, $method ) {
	$headers = array();
	foreach ( SITESTACK_FORWARDED_HEADERS as $name ) {
		$key = 'Content-Type' === $name ? 'CONTENT_TYPE' : 'HTTP_' . strtoupper( str_replace( '-', '_', $name ) );
		if ( isset( $_SERVER[ $key ] ) && '' !== $_SERVER[ $key ] ) {
			$headers[ $name ] = wp_unslash( $_SERVER[ $key ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- passed on as the browser sent it.
		}
	}
	$cookies = sitestack_api_cookies( isset( $_SERVER['HTTP_COOKIE'] ) ? wp_unslash( $_SERVER['HTTP_COOKIE'] ) : '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- filtered by name, passed on as sent.
	if ( '' !== $cookies ) {
		$headers['Cookie'] = $cookies;
	}
	if ( isset( $_SERVER['REMOTE_ADDR'] ) ) {
		$forwarded                  = isset( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ? wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) . ', ' : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		$headers['X-Forwarded-For'] = $forwarded . sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) );
	}
	$has_body = ! in_array( $method, array( 'GET', 'HEAD' ), true );
	$response = sitestack_api_request(
		$url,
		array(
			'method'      => $method,
			'headers'     => $headers,
			'body'        => $has_body ? file_get_contents( 'php://input' ) : null, // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the request body.
			'redirection' => 0,
			'timeout'     => 30,
		)
	);
	if ( is_wp_error( $response ) ) {
		// The reason (the API's address, the network error) goes to the server's log, not to visitors.
		error_log( 'Sitestack proxy: ' . $url . ': ' . $response->get_error_message() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
		sitestack_proxy_refuse( 502, 'The site API could not be reached.' );
	}

	status_header( (int) wp_remote_retrieve_response_code( $response ) );
	foreach ( SITESTACK_RETURNED_HEADERS as $name ) {
		$value = wp_remote_retrieve_header( $response, $name );
		if ( is_string( $value ) && '' !== $value ) {
			header( $name . ': ' . $value );
		}
	}
	$location = wp_remote_retrieve_header( $response, 'location' );
	if ( is_string( $location ) && '' !== $location ) {
		header( 'Location: ' . sitestack_proxied_location( $location ) );
	}
	foreach ( (array) wp_remote_retrieve_header( $response, 'set-cookie' ) as $cookie ) {
		if ( '' !== $cookie ) {
			header( 'Set-Cookie: ' . sitestack_proxied_cookie( $cookie ), false );
		}
	}
	if ( 'HEAD' !== $method ) {
		echo wp_remote_retrieve_body( $response ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the API's own answer, with its own Content-Type.
	}
	exit;
}

/**
 * A request to the site API with WordPress's checks for requests a visitor can cause
 * (wp_safe_remote_request: http(s) only, no credentials in the address, no local or private
 * address, only ports 80, 443 and 8080). The one exception is the API base the administrator
 * configured: an API on this machine or the local network, or on another port, is a usual way to
 * host it, so its own host and port are let through, and nothing else.
 *
 * @param string $url  The API URL (the API base and a public path).
 * @param array  $args The request's arguments.
 * @return array|WP_Error
 */
function sitestack_api_request( $url, array $args ) {
	$api = wp_parse_url( sitestack_settings()['api_base'] );
	if ( ! $api || empty( $api['host'] ) ) {
		return new WP_Error( 'sitestack_no_api_base', 'No site API base is configured.' );
	}
	$api_host = strtolower( trim( $api['host'], '.' ) );
	$api_port = isset( $api['port'] ) ? (int) $api['port'] : null;
	$external = static function ( $is_external, $host ) use ( $api_host ) {
		return $is_external || strtolower( $host ) === $api_host;
	};
	$ports    = static function ( $allowed, $host ) use ( $api_host, $api_port ) {
		if ( null !== $api_port && strtolower( $host ) === $api_host && is_array( $allowed ) ) {
			$allowed[] = $api_port;
		}
		return $allowed;
	};
	add_filter( 'http_request_host_is_external', $external, 10, 2 );
	add_filter( 'http_allowed_safe_ports', $ports, 10, 2 );
	try {
		return wp_safe_remote_request( $url, $args );
	} finally {
		remove_filter( 'http_request_host_is_external', $external, 10 );
		remove_filter( 'http_allowed_safe_ports', $ports, 10 );
	}
}

/**
 * The Cookie header for the API: only its own cookies (crumb, ss_*), never WordPress's.
 *
 * @param string $header The browser's Cookie header.
 * @return string
 */
function sitestack_api_cookies( $header ) {
	$kept = array();
	foreach ( explode( ';', $header ) as $pair ) {
		$name = trim( strtok( $pair, '=' ) );
		if ( 'crumb' === $name || 0 === strpos( $name, 'ss_' ) ) {
			$kept[] = trim( $pair );
		}
	}
	return implode( '; ', $kept );
}

/**
 * A Set-Cookie of the API made this site's: no Domain; Path=/ (the API's pages, where the runtime
 * reads the crumb from document.cookie) becomes this site's home path, where the runtime now runs,
 * and any other path moves under the proxy path; on a site without https, not Secure (the browser
 * would drop it).
 *
 * @param string $cookie The API's Set-Cookie value.
 * @return string
 */
function sitestack_proxied_cookie( $cookie ) {
	$parts = array_map( 'trim', explode( ';', $cookie ) );
	$out   = array( array_shift( $parts ) );
	$path  = '/';
	foreach ( $parts as $part ) {
		$name = strtolower( trim( strtok( $part, '=' ) ) );
		if ( 'path' === $name ) {
			$path = (string) substr( $part, strpos( $part, '=' ) + 1 );
		} elseif ( 'domain' === $name || ( ! is_ssl() && 'secure' === $name ) ) {
			continue;
		} elseif ( ! is_ssl() && 'samesite' === $name ) {
			$out[] = 'SameSite=Lax';
		} else {
			$out[] = $part;
		}
	}
	$home  = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . '/';
	$out[] = 'Path=' . ( '/' === $path || 0 !== strpos( $path, '/' ) ? $home : sitestack_proxy_prefix() . $path );
	return implode( '; ', $out );
}

/**
 * A redirect of the API pointed at the proxy: /commerce/goto-checkout, or the API base's own
 * address, becomes the same place under the proxy path; another path of the API's host (a
 * form's success page, which the API resolved against its own address) is this site's page.
 *
 * @param string $location The API's Location header.
 * @return string
 */
function sitestack_proxied_location( $location ) {
	$api_base = sitestack_settings()['api_base'];
	if ( 0 === strpos( $location, $api_base . '/' ) ) {
		$location = substr( $location, strlen( $api_base ) );
	}
	if ( 0 === strpos( $location, '/' ) && 0 !== strpos( $location, '//' ) ) {
		// The API's own pages (checkout) are reached through the proxy; any other path (a form's
		// success page) is a page of this site.
		$prefix = sitestack_proxy_prefix();
		return '' !== $prefix && sitestack_is_public_api_path( (string) wp_parse_url( $location, PHP_URL_PATH ) ) ? sitestack_origin() . $prefix . $location : home_url( $location );
	}
	return $location;
}

/**
 * Ends the request with a JSON error.
 *
 * @param int    $status  The HTTP status.
 * @param string $message What went wrong.
 */
function sitestack_proxy_refuse( $status, $message ) {
	status_header( $status );
	header( 'Content-Type: application/json; charset=utf-8' );
	header( 'Cache-Control: no-store' );
	echo wp_json_encode( array( 'error' => $message ) );
	exit;
}

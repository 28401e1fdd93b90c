<?php
/**
 * Settings → Sitestack: bundle URL, API base, page context, proxy.
 *
 * @package Sitestack
 */

defined( 'ABSPATH' ) || exit;

const SITESTACK_OPTION = 'sitestack_settings';

add_action( 'admin_init', 'sitestack_register_settings' );
add_action( 'admin_menu', 'sitestack_add_settings_page' );
add_action( 'admin_notices', 'sitestack_notice_missing_api_base' );
add_action( 'admin_notices', 'sitestack_notice_proxy_unreachable' );
add_action( 'load-settings_page_sitestack', 'sitestack_check_proxy_on_load' );
add_action( 'load-options-permalink.php', 'sitestack_check_proxy_on_load' );

/**
 * The saved settings, with defaults.
 *
 * @return array{bundle_url: string, api_base: string, context: string, proxy: bool}
 */
function sitestack_settings() {
	$saved = get_option( SITESTACK_OPTION, array() );
	$saved = is_array( $saved ) ? $saved : array();
	return array(
		'bundle_url' => isset( $saved['bundle_url'] ) ? (string) $saved['bundle_url'] : '',
		'api_base'   => isset( $saved['api_base'] ) ? (string) $saved['api_base'] : '',
		'context'    => isset( $saved['context'] ) && '' !== $saved['context'] ? (string) $saved['context'] : '{}',
		'proxy'      => ! empty( $saved['proxy'] ),
	);
}

/**
 * Registers the option and its fields with the Settings API (which adds the nonce and the capability check).
 */
function sitestack_register_settings() {
	register_setting(
		'sitestack',
		SITESTACK_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'sitestack_sanitize_settings',
		)
	);
	add_settings_section( 'sitestack_main', '', '__return_false', 'sitestack' );
	$fields = array(
		'api_base'   => __( 'Site API base', 'sitestack' ),
		'bundle_url' => __( 'Bundle URL', 'sitestack' ),
		'context'    => __( 'Page context (JSON)', 'sitestack' ),
		'proxy'      => __( 'Proxy the site API', 'sitestack' ),
	);
	foreach ( $fields as $key => $label ) {
		add_settings_field( 'sitestack_' . $key, $label, 'sitestack_render_field', 'sitestack', 'sitestack_main', array( 'key' => $key, 'label_for' => 'sitestack_' . $key ) );
	}
}

/**
 * Until the API base is set, pages get no loader: administrators are told where to set it.
 */
function sitestack_notice_missing_api_base() {
	if ( ! current_user_can( 'manage_options' ) || '' !== sitestack_settings()['api_base'] ) {
		return;
	}
	printf(
		'<div class="notice notice-warning"><p>%1$s <a href="%2$s">%3$s</a></p></div>',
		esc_html__( 'Sitestack blocks stay plain HTML until the site API base is set.', 'sitestack' ),
		esc_url( admin_url( 'options-general.php?page=sitestack' ) ),
		esc_html__( 'Settings → Sitestack', 'sitestack' )
	);
}

/**
 * Showing Settings → Sitestack, or Settings → Permalinks after a change (the page WordPress
 * redirects to), checks again that the proxy's address reaches WordPress.
 */
function sitestack_check_proxy_on_load() {
	if ( current_user_can( 'manage_options' ) && isset( $_SERVER['REQUEST_METHOD'] ) && 'GET' === $_SERVER['REQUEST_METHOD'] ) {
		sitestack_check_proxy();
	}
}

/**
 * The proxy is on but its address does not reach WordPress on this server: administrators are
 * told on every admin page, since pages now call the API directly.
 */
function sitestack_notice_proxy_unreachable() {
	$settings = sitestack_settings();
	if ( ! current_user_can( 'manage_options' ) || ! $settings['proxy'] || '' === $settings['api_base'] || '' !== sitestack_proxy_route() ) {
		return;
	}
	printf(
		'<div class="notice notice-error" id="sitestack-proxy-unreachable"><p>%1$s <a href="%2$s">%3$s</a></p></div>',
		esc_html__( 'Sitestack: the proxy\'s address does not reach WordPress on this web server, so pages call the site API directly.', 'sitestack' ),
		esc_url( admin_url( 'options-general.php?page=sitestack' ) ),
		esc_html__( 'How to fix it', 'sitestack' )
	);
}

/**
 * What the proxy field says about where pages talk: the address and, after a check, whether it
 * reaches WordPress and how to fix it when it does not.
 *
 * @return string HTML.
 */
function sitestack_proxy_description() {
	$settings = sitestack_settings();
	$check    = get_option( SITESTACK_PROXY_CHECK_OPTION );
	$route    = sitestack_proxy_route();
	$current  = $settings['proxy'] && is_array( $check ) && isset( $check['for'], $check['status'] ) && sitestack_proxy_path() === $check['for'] && $settings['api_base'] === $check['api_base'];
	if ( $current && '' === $route ) {
		$tried = array();
		foreach ( (array) $check['tried'] as $url => $outcome ) {
			$tried[] = $url . ': ' . $outcome;
		}
		return '<div id="sitestack-proxy-status" data-status="unreachable"><p class="description"><strong>' . esc_html__( 'The proxy does not reach WordPress on this web server', 'sitestack' ) . '</strong> (' . esc_html( implode( '; ', $tried ) ) . '). '
			/* translators: %s: the site API base. */
			. esc_html( sprintf( __( 'Pages call the site API directly at %s instead, which must list this site\'s origin in ALLOWED_ORIGINS.', 'sitestack' ), $settings['api_base'] ) ) . '</p><p class="description">'
			. esc_html__( 'To use the proxy, let the web server send these addresses to WordPress\'s index.php, then open this page again: on Apache, allow /index.php/… addresses (AcceptPathInfo On, the default for PHP), or enable mod_rewrite and put WordPress\'s rewrite rules in .htaccess (on Debian a link to /etc/wordpress/htaccess, where they are commented out) and choose a permalink structure without index.php; on nginx, try_files $uri $uri/ /index.php?$args.', 'sitestack' ) . '</p></div>';
	}
	$url = home_url( '' === $route ? sitestack_proxy_path() : $route );
	/* translators: %s: the proxy's address. */
	$html = esc_html( sprintf( __( 'Pages talk to %s, which forwards to the site API: the API\'s cookies become this site\'s own, and the API needs no ALLOWED_ORIGINS entry for this site. Off: pages call the API directly, and the API must list this site\'s origin in ALLOWED_ORIGINS.', 'sitestack' ), $url ) );
	if ( $current && 'reachable' === $check['status'] ) {
		$html .= ' ' . esc_html__( 'Checked: this address reaches WordPress.', 'sitestack' );
		if ( $check['route'] !== $check['for'] ) {
			/* translators: %s: the address the permalinks call for. */
			$html .= ' ' . esc_html( sprintf( __( '(%s, which these permalinks would use, does not: the web server does not send it to WordPress.)', 'sitestack' ), home_url( $check['for'] ) ) );
		}
	} elseif ( $current && 'unchecked' === $check['status'] ) {
		/* translators: %s: why the request failed. */
		$html .= ' ' . esc_html( sprintf( __( 'This site could not ask itself whether this address reaches WordPress (%s).', 'sitestack' ), implode( '; ', (array) $check['tried'] ) ) );
	}
	return '<p class="description" id="sitestack-proxy-status" data-status="' . esc_attr( $current ? $check['status'] : 'unchecked' ) . '">' . $html . '</p>';
}

/**
 * Settings → Sitestack.
 */
function sitestack_add_settings_page() {
	add_options_page( __( 'Sitestack', 'sitestack' ), __( 'Sitestack', 'sitestack' ), 'manage_options', 'sitestack', 'sitestack_render_settings_page' );
}

/**
 * The settings page.
 */
function sitestack_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
	settings_fields( 'sitestack' );
	do_settings_sections( 'sitestack' );
	submit_button();
	echo '</form></div>';
}

/**
 * One field of the settings page.
 *
 * @param array $args The field's key.
 */
function sitestack_render_field( $args ) {
	$settings = sitestack_settings();
	$key      = $args['key'];
	$name     = SITESTACK_OPTION . '[' . $key . ']';
	$id       = 'sitestack_' . $key;
	switch ( $key ) {
		case 'proxy':
			printf(
				'<label><input type="checkbox" id="%1$s" name="%2$s" value="1" %3$s /> %4$s</label>%5$s',
				esc_attr( $id ),
				esc_attr( $name ),
				checked( $settings['proxy'], true, false ),
				esc_html__( 'Send the blocks\' calls through this site', 'sitestack' ),
				sitestack_proxy_description() // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
			);
			break;
		case 'context':
			printf(
				'<textarea id="%1$s" name="%2$s" rows="8" cols="60" class="large-text code">%3$s</textarea><p class="description">%4$s</p>',
				esc_attr( $id ),
				esc_attr( $name ),
				esc_textarea( $settings['context'] ),
				esc_html__( 'A JSON object, printed in every page as the Sitestack page context (website, locale, consent ...). Its apiBase is set from the fields above.', 'sitestack' )
			);
			break;
		default:
			printf(
				'<input type="url" id="%1$s" name="%2$s" value="%3$s" class="regular-text code" /><p class="description">%4$s</p>',
				esc_attr( $id ),
				esc_attr( $name ),
				esc_attr( $settings[ $key ] ),
				'api_base' === $key
					? esc_html__( 'Where the Sitestack site API answers, e.g. https://api.example.com.', 'sitestack' )
					: esc_html__( 'Where the bundle (dist/) is served. Empty: the site API base + /dist.', 'sitestack' )
			);
	}
}

/**
 * Checks what the form sent. A page context that is not a JSON object is refused with a notice,
 * and the saved one is kept.
 *
 * @param mixed $input The posted settings.
 * @return array
 */
function sitestack_sanitize_settings( $input ) {
	$old   = sitestack_settings();
	$input = is_array( $input ) ? $input : array();
	$clean = array(
		'bundle_url' => isset( $input['bundle_url'] ) ? sitestack_sanitize_url( $input['bundle_url'] ) : $old['bundle_url'],
		'api_base'   => isset( $input['api_base'] ) ? sitestack_sanitize_url( $input['api_base'] ) : $old['api_base'],
		'context'    => $old['context'],
		'proxy'      => ! empty( $input['proxy'] ),
	);
	if ( isset( $input['context'] ) && is_string( $input['context'] ) ) {
		$text    = trim( $input['context'] );
		$decoded = json_decode( '' === $text ? '{}' : $text );
		if ( is_object( $decoded ) ) {
			$clean['context'] = '' === $text ? '{}' : $text;
		} else {
			add_settings_error(
				SITESTACK_OPTION,
				'sitestack_context',
				/* translators: %s: the JSON parser's message. */
				sprintf( __( 'The page context was not saved: it must be a JSON object (%s). The previous context is kept.', 'sitestack' ), json_last_error() ? json_last_error_msg() : __( 'not an object', 'sitestack' ) )
			);
		}
	}
	return $clean;
}

/**
 * An http(s) URL without its trailing slash, or '' for anything else.
 *
 * @param mixed $value The posted value.
 * @return string
 */
function sitestack_sanitize_url( $value ) {
	return is_string( $value ) ? untrailingslashit( esc_url_raw( trim( $value ), array( 'http', 'https' ) ) ) : '';
}

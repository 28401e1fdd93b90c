<?php
/**
 * Plugin Name:       Sitestack
 * Description:       Sitestack blocks in WordPress: the page context and loader in every page, a shortcode and a block per element, and a same-site path to the site API.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * Text Domain:       sitestack
 *
 * @package Sitestack
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/elements.php';
require_once __DIR__ . '/includes/proxy.php';

add_action( 'wp_enqueue_scripts', 'sitestack_enqueue_stylesheet' );
add_action( 'wp_head', 'sitestack_print_head', 1 );
add_action( 'init', 'sitestack_register_elements' );
add_action( 'parse_request', 'sitestack_proxy_request', 0 );

/**
 * The stylesheet the blocks need before they upgrade (dist/sitestack.css).
 */
function sitestack_enqueue_stylesheet() {
	$bundle = sitestack_bundle_url();
	if ( '' !== $bundle ) {
		wp_enqueue_style( 'sitestack', $bundle . '/sitestack.css', array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the bundle's own files are versioned by their server.
	}
}

/**
 * Prints the page context and the loader, once per page (front end only: wp_head).
 */
function sitestack_print_head() {
	static $printed = false;
	if ( $printed ) {
		return;
	}
	$printed = true;

	$context = sitestack_page_context();
	$flags   = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;
	// The JSON is escaped for a script element by its flags: no "<", "&" or quote survives as itself.
	echo '<script type="application/json" id="ss-context">' . wp_json_encode( $context, $flags ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped

	$bundle = sitestack_bundle_url();
	if ( '' !== $bundle ) {
		echo '<script type="module" src="' . esc_url( $bundle . '/sitestack.js' ) . '"></script>' . "\n"; // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- a module script, which wp_enqueue_script cannot print before WordPress 6.5.
	}
}

/**
 * The page context: the saved context object with apiBase set from the settings, and the
 * site's environment (WordPress's environment type) when the saved context names none: a page
 * without one reports it as an error (spec 01 §8).
 *
 * @return object
 */
function sitestack_page_context() {
	$settings = sitestack_settings();
	$context  = json_decode( $settings['context'] );
	if ( ! is_object( $context ) ) {
		$context = new stdClass();
	}
	if ( ! isset( $context->env ) || ! is_string( $context->env ) || '' === trim( $context->env ) ) {
		$context->env = wp_get_environment_type();
	}
	$api_base = sitestack_page_api_base();
	if ( '' !== $api_base ) {
		$context->apiBase = $api_base; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- the context's own field name.
	}
	return $context;
}

/**
 * The API base the page talks to: this site's proxy path when the proxy is on and reaches
 * WordPress, else the API base (the settings page says when the proxy is on but unreachable).
 *
 * @return string
 */
function sitestack_page_api_base() {
	$settings = sitestack_settings();
	if ( '' === $settings['api_base'] ) {
		return '';
	}
	$prefix = $settings['proxy'] ? sitestack_proxy_prefix() : '';
	return '' === $prefix ? $settings['api_base'] : sitestack_origin() . $prefix;
}

/**
 * Where the bundle's files are served: the setting, else the API base + /dist.
 *
 * @return string
 */
function sitestack_bundle_url() {
	$settings = sitestack_settings();
	if ( '' !== $settings['bundle_url'] ) {
		return untrailingslashit( $settings['bundle_url'] );
	}
	return '' === $settings['api_base'] ? '' : $settings['api_base'] . '/dist';
}

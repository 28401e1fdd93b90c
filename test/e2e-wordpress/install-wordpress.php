<?php
/**
 * Installs the test WordPress (scripts/wordpress-ci.sh): the site, an admin, an Author, the
 * Sitestack plugin active with the site API's address.
 *
 *   php install-wordpress.php WORDPRESS_DIR API_BASE
 *
 * @package Sitestack
 */

if ( 3 !== $argc ) {
	fwrite( STDERR, "usage: php install-wordpress.php WORDPRESS_DIR API_BASE\n" );
	exit( 2 );
}
define( 'WP_INSTALLING', true );
/**
 * No mail: the welcome mail of wp_install has nowhere to go here.
 *
 * @return bool
 */
function wp_mail() {
	return true;
}
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// The accounts of test/e2e-wordpress/wordpress.spec.ts.
$installed = wp_install( 'Harbour Café', 'admin', 'admin@example.com', true, '', 'admin-password-e2e' );
if ( is_wp_error( $installed ) ) {
	fwrite( STDERR, 'WordPress did not install: ' . $installed->get_error_message() . "\n" );
	exit( 1 );
}
// wp_install tried its permalinks against the running server (apache-router.php): as on Debian's
// Apache, where /2024/… is a 404 and /index.php/2024/… reaches WordPress, it chose the latter.
$structure = get_option( 'permalink_structure' );
if ( '/index.php/%year%/%monthnum%/%day%/%postname%/' !== $structure ) {
	fwrite( STDERR, 'WordPress chose other permalinks than on Debian\'s Apache: ' . var_export( $structure, true ) . "\n" );
	exit( 1 );
}
$author = wp_insert_user(
	array(
		'user_login' => 'author',
		'user_pass'  => 'author-password-e2e',
		'user_email' => 'author@example.com',
		'role'       => 'author',
	)
);
if ( is_wp_error( $author ) ) {
	fwrite( STDERR, 'The Author was not created: ' . $author->get_error_message() . "\n" );
	exit( 1 );
}
$activated = activate_plugin( 'sitestack/sitestack.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'The plugin was not activated: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
update_option(
	'sitestack_settings',
	array(
		'bundle_url' => '',
		'api_base'   => $argv[2],
		'context'    => '{"website":{"id":"wp-harbour","siteTitle":"Harbour Café"}}',
		'proxy'      => false,
	)
);
echo 'WordPress ' . get_bloginfo( 'version' ) . ' installed with the permalinks ' . $structure . ", Sitestack active.\n";

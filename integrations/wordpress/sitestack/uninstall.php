<?php
/**
 * Deleting the plugin deletes its settings.
 *
 * @package Sitestack
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'sitestack_settings' );
delete_option( 'sitestack_proxy_check' );

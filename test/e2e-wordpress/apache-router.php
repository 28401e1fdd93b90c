<?php
/**
 * The router of PHP's built-in server in scripts/wordpress-ci.sh: it sends each address where
 * Debian's Apache (mod_php, the wordpress package's site) sends it, so the test sees what a
 * Debian WordPress does under each permalink setting.
 *
 * - A file is served as it is (a .php file is run), a folder by its index.php.
 * - /index.php/… runs index.php with the rest as PATH_INFO (Apache's AcceptPathInfo, on for
 *   PHP), unless .htaccess says `AcceptPathInfo Off`.
 * - Any other address reaches WordPress only when .htaccess holds WordPress's rewrite rules
 *   (`RewriteRule . /index.php`, mod_rewrite taken as enabled); Debian's .htaccess, a link to
 *   /etc/wordpress/htaccess, has them commented out, and then it is Apache's own 404.
 *
 * @package Sitestack
 */

$root = $_SERVER['DOCUMENT_ROOT'];
$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$file = $root . $path;
if ( is_file( $file ) || ( is_dir( $file ) && is_file( rtrim( $file, '/' ) . '/index.php' ) ) ) {
	return false;
}

$htaccess  = is_file( $root . '/.htaccess' ) ? (string) file_get_contents( $root . '/.htaccess' ) : '';
$rewrites  = 1 === preg_match( '#^\s*RewriteRule\s+\.\s+/index\.php\b#m', $htaccess );
$path_info = 1 !== preg_match( '#^\s*AcceptPathInfo\s+Off\b#mi', $htaccess );

if ( $path_info && preg_match( '#^/index\.php(/.*)$#', $path, $match ) ) {
	$_SERVER['PATH_INFO'] = $match[1];
	$_SERVER['PHP_SELF']  = '/index.php' . $match[1];
} elseif ( $rewrites ) {
	$_SERVER['PHP_SELF'] = '/index.php';
} else {
	http_response_code( 404 );
	header( 'Content-Type: text/html; charset=iso-8859-1' );
	echo "<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>\n";
	return true;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
require $root . '/index.php';

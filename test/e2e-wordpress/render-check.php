<?php
/**
 * Checks of the plugin's PHP on the installed test WordPress (scripts/wordpress-ci.sh): what
 * classic content becomes after kses (as an Author), wpautop and the shortcodes; the blocks; the
 * head; the proxy's path, cookie and redirect rules. Exits 1 naming each failed check.
 *
 *   php render-check.php WORDPRESS_DIR
 *
 * @package Sitestack
 */

if ( 2 !== $argc ) {
	fwrite( STDERR, "usage: php render-check.php WORDPRESS_DIR\n" );
	exit( 2 );
}
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/template.php';

$failures = array();
/**
 * Records a failed check.
 *
 * @param bool   $ok   Whether the check passed.
 * @param string $what What was checked.
 * @param string $seen What was seen.
 */
function check( $ok, $what, $seen = '' ) {
	global $failures;
	if ( ! $ok ) {
		$failures[] = $what . ( '' === $seen ? '' : "\n    seen: " . $seen );
	}
}

/**
 * The block JSON of the first element with that tag in $html, decoded.
 *
 * @param string $html The page's HTML.
 * @param string $tag  The element's tag.
 * @return mixed
 */
function block_json_of( $html, $tag ) {
	if ( ! preg_match( '#<' . $tag . '\b[^>]*\sdata-block-json="([^"]*)"#', $html, $match ) ) {
		return null;
	}
	return json_decode( html_entity_decode( $match[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' ), true );
}

// Classic content as an Author stores it (kses without unfiltered_html), then drawn.
wp_set_current_user( get_user_by( 'login', 'author' )->ID );
check( ! current_user_can( 'unfiltered_html' ), 'the Author has no unfiltered_html' );
$classic = <<<'HTML'
Our harbour, in pictures:
[sitestack_gallery design="slideshow" loop onclick="alert(1)" heading_level=3 lightbox="false"]
<figure data-slide-id="one" data-image-dimensions="800x533"><img src="/images/one.svg" alt="One" width="800" height="533" /></figure>

<figure data-slide-id="two" data-image-dimensions="800x533"><img src="/images/two.svg" alt="Two" width="800" height="533" /></figure>
[/sitestack_gallery]

Write to us: [sitestack_form]
{"formId": "contact", "name": "Tea & cake &lt;3",

 "fields": [{"id": "email", "type": "email", "title": "Email", "required": true}]}
[/sitestack_form]

[sitestack_cart_count label="Cart"]

<script>alert(1)</script><ss-gallery>raw</ss-gallery>
HTML;
$stored = wp_unslash( wp_filter_post_kses( wp_slash( $classic ) ) );
check( false !== strpos( $stored, '[sitestack_gallery design="slideshow" loop' ), 'kses keeps the shortcode text', $stored );
check( false === strpos( $stored, '<script>' ) && false === strpos( $stored, '<ss-gallery>' ), 'kses takes out raw script and ss- tags of an Author', $stored );

$html = apply_filters( 'the_content', $stored );
check( ! preg_match( '#<p>\s*<ss-|</ss-[a-z-]+>\s*</p>|<ss-gallery[^>]*>\s*</p>#', $html ), 'no paragraph wraps or cuts an element', $html );
check( ! preg_match( '#<ss-gallery.*?<br\s*/?>.*?</ss-gallery>#s', $html ), 'no line break inside the gallery', $html );
check( false !== strpos( $html, '<ss-gallery design="slideshow" loop>' ), 'declared attributes pass, bare booleans are on, "false" is off', $html );
check( false === strpos( $html, 'onclick' ) && false === strpos( $html, 'heading-level' ), 'attributes the element does not declare are dropped', $html );
check( 1 === preg_match( '#<ss-gallery[^>]*>\s*<figure data-slide-id="one".*<figure data-slide-id="two".*</ss-gallery>#s', $html ), 'both slides are inside the gallery, even after text on the line before', $html );
check( 1 === preg_match( '#<p>Write to us:\s*</p>#', $html ), 'text before a shortcode with JSON stays a paragraph of its own', $html );
$form = block_json_of( $html, 'ss-form' );
check( is_array( $form ) && 'Tea & cake <3' === $form['name'] && 'email' === $form['fields'][0]['id'], 'block JSON survives kses, wptexturize and wpautop into data-block-json', $html );
check( false !== strpos( $html, '<ss-cart-count label="Cart"></ss-cart-count>' ), 'an element with no content', $html );

$invalid = do_shortcode( '[sitestack_form]{"formId": oops}[/sitestack_form]' );
check( false !== strpos( $invalid, 'data-block-json="{&quot;formId&quot;: oops}"' ), 'invalid block JSON is passed as written, for the element to report', $invalid );
$breakout = do_shortcode( '[sitestack_gallery label=\'"><script>alert(1)</script>\']' );
check( false === strpos( $breakout, '<script>' ), 'attribute values are escaped', $breakout );

// Blocks: the same renderer.
$blocks = do_blocks( '<!-- wp:sitestack/form {"blockJson":"{\u0022formId\u0022:\u0022wp-contact\u0022}","submitting-text":"Sending","bogus":"x"} /--><!-- wp:sitestack/gallery {"design":"grid","autoplay":true,"className":"wide","content":"\u003cfigure data-slide-id=\u0022a\u0022\u003e\u003c/figure\u003e"} /-->' );
check( false !== strpos( $blocks, '<div class="wp-block-sitestack-form"><ss-form submitting-text="Sending" data-block-json="{&quot;formId&quot;:&quot;wp-contact&quot;}"></ss-form></div>' ), 'a block with block JSON, in the wrapper WordPress gives a block', $blocks );
check( 1 === preg_match( '#<div class="(?=[^"]*\bwp-block-sitestack-gallery\b)(?=[^"]*\bwide\b)[^"]*"><ss-gallery design="grid" autoplay><figure data-slide-id="a"></figure></ss-gallery></div>#', $blocks ), 'a block with attributes and content; its extra CSS class is on the wrapper', $blocks );
// An inline element as a block: a block box carries the class and alignment, so a block theme's
// layout (max-width and auto margins on its children) keeps it in the content column.
$cart_count = do_blocks( '<!-- wp:sitestack/cart-count {"label":"Cart","align":"right"} /-->' );
check( 1 === preg_match( '#^<div class="(?=[^"]*\bwp-block-sitestack-cart-count\b)(?=[^"]*\balignright\b)[^"]*"><ss-cart-count label="Cart"></ss-cart-count></div>$#', trim( $cart_count ) ), 'a block is wrapped with get_block_wrapper_attributes()', $cart_count );

// What runs the author's own code (the embed, a booking vendor script, a form's success HTML)
// is drawn only for a post whose author may post unfiltered HTML.
$unsafe = '[sitestack_embed]<p>x</p>[/sitestack_embed][sitestack_booking vendor-src="https://evil.example/x.js" restaurant-id="1"][sitestack_form]{"formId":"contact","successHtml":"&lt;img src=x onerror=alert(1)&gt;","fields":[]}[/sitestack_form]';
foreach ( array( 'author' => false, 'admin' => true ) as $login => $trusted ) {
	$post_id = wp_insert_post( array( 'post_title' => 'Check ' . $login, 'post_status' => 'draft', 'post_author' => get_user_by( 'login', $login )->ID, 'post_content' => '' ) );
	$GLOBALS['post'] = get_post( $post_id );
	$drawn = do_shortcode( $unsafe );
	$form  = block_json_of( $drawn, 'ss-form' );
	if ( $trusted ) {
		check( false !== strpos( $drawn, '<ss-embed' ) && false !== strpos( $drawn, 'vendor-src=' ) && isset( $form['successHtml'] ), 'an administrator\'s post keeps the embed, the vendor script and the success HTML', $drawn );
	} else {
		check( false === strpos( $drawn, '<ss-embed' ) && false === strpos( $drawn, 'evil.example' ) && is_array( $form ) && ! isset( $form['successHtml'] ) && 'contact' === $form['formId'], 'an Author\'s post draws no embed, no vendor script and no success HTML, and the rest of the form', $drawn );
	}

	// A block's JSON as the editor stores it, past kses for an Author (which encodes & and < in
	// block attributes as HTML text): read as the shortcode path reads it.
	$block = serialize_block(
		array(
			'blockName'    => 'sitestack/form',
			'attrs'        => array( 'blockJson' => wp_json_encode( array( 'formId' => 'fish', 'name' => 'fish & chips <3', 'fields' => array( array( 'id' => 'dish', 'type' => 'text', 'title' => 'Fish & chips?' ) ), 'successHtml' => '&lt;img src=x onerror=alert(1)&gt;', 'successRedirect' => 'https://evil.example/' ) ) ),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		)
	);
	$stored = $trusted ? $block : wp_unslash( wp_filter_post_kses( wp_slash( $block ) ) );
	$drawn  = do_blocks( $stored );
	$form  = block_json_of( $drawn, 'ss-form' );
	check( false === strpos( $drawn, '&amp;amp;' ) && is_array( $form ) && 'fish & chips <3' === $form['name'] && 'Fish & chips?' === $form['fields'][0]['title'], ( $trusted ? 'an administrator\'s' : 'an Author\'s' ) . ' block JSON shows "fish & chips", not its entities', $stored . "\n    drawn: " . $drawn );
	if ( ! $trusted ) {
		check( false !== strpos( $stored, 'u0026amp;' ), 'kses did encode the Author\'s block attributes (what the block path decodes)', $stored );
		check( is_array( $form ) && ! isset( $form['successHtml'] ) && ! isset( $form['successRedirect'] ) && false === strpos( $drawn, 'onerror' ) && false === strpos( $drawn, 'evil.example' ), 'an Author\'s decoded block JSON still loses its success HTML and its redirect to another site', $drawn );
	}

	// Block JSON PHP cannot read (nested past json_decode's 512 levels, or not JSON) may still be
	// read by the browser's JSON.parse, success HTML and all: an Author's is not passed on.
	$deep  = '{"formId":"contact","fields":[],"successHtml":"&lt;img src=x onerror=alert(1)&gt;","x":' . str_repeat( '[', 600 ) . str_repeat( ']', 600 ) . '}';
	$drawn = do_shortcode( '[sitestack_form]' . $deep . '[/sitestack_form][sitestack_form]{"formId": oops, "successHtml": "&lt;b&gt;"}[/sitestack_form]' );
	if ( $trusted ) {
		check( false !== strpos( $drawn, 'onerror' ) && false !== strpos( $drawn, 'data-block-json="{&quot;formId&quot;: oops' ), 'an administrator\'s block JSON that PHP cannot read is passed as written', $drawn );
	} else {
		preg_match_all( '#<ss-form\b[^>]*\sdata-block-json="([^"]*)"#', $drawn, $refused );
		check( false === strpos( $drawn, 'onerror' ) && false === strpos( $drawn, 'successHtml' ) && false === strpos( $drawn, 'oops' ), 'an Author\'s block JSON that PHP cannot read is not passed on', $drawn );
		check( 2 === count( $refused[1] ) && 2 === count( array_filter( $refused[1], static function ( $json ) { return null === json_decode( html_entity_decode( $json ) ); } ) ), 'in its place is text that is not JSON, so the form shows its error state', $drawn );
		check( 2 === substr_count( $drawn, '<!-- Sitestack: &lt;ss-form&gt;' ), 'a comment says why', $drawn );
	}

	// successRedirect: an Author's form may send visitors on to pages of this site only.
	$redirects = array(
		'https://evil.example/login'    => false,
		'//evil.example/login'          => false,
		'/\\evil.example/login'          => false,
		"/\tthanks"                    => false,
		'javascript:alert(1)'           => false,
		'/thanks?sent=1'                => true,
		home_url( '/thanks/' )          => true,
	);
	foreach ( $redirects as $redirect => $same_site ) {
		$form = block_json_of( do_shortcode( '[sitestack_form]' . wp_json_encode( array( 'formId' => 'contact', 'fields' => array(), 'successRedirect' => $redirect ) ) . '[/sitestack_form]' ), 'ss-form' );
		$kept = is_array( $form ) && isset( $form['successRedirect'] ) && $redirect === $form['successRedirect'];
		check( is_array( $form ) && 'contact' === $form['formId'] && $kept === ( $trusted || $same_site ), ( $trusted ? 'an administrator\'s' : 'an Author\'s' ) . ' successRedirect ' . wp_json_encode( $redirect ) . ( $trusted || $same_site ? ' is kept' : ' is dropped, the rest of the form kept' ), wp_json_encode( $form ) );
	}

	// <ss-video data-html>: the element frames the iframe's address; an Author's may be a known video host only.
	$video = static function ( $src ) {
		return do_shortcode( '[sitestack_video label="Tour" data-html=\'&lt;iframe width=&quot;640&quot; height=&quot;360&quot; src=&quot;' . $src . '&quot; onload=&quot;alert(1)&quot;&gt;&lt;/iframe&gt;\']' );
	};
	$framed  = $video( 'https://evil.example/login' );
	$youtube = $video( 'https://www.youtube.com/embed/abc?start=5&amp;rel=0' );
	if ( $trusted ) {
		check( false !== strpos( $framed, 'evil.example' ), 'an administrator\'s video embed is kept as written', $framed );
	} else {
		check( false === strpos( $framed, 'evil.example' ) && false === strpos( $framed, 'data-html' ) && false !== strpos( $framed, '<ss-video label="Tour">' ), 'an Author\'s embed of another page is dropped (the element shows "Invalid video embed.")', $framed );
		preg_match( '#data-html="([^"]*)"#', $youtube, $embed );
		$embed = isset( $embed[1] ) ? html_entity_decode( $embed[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : '';
		check( '<iframe src="https://www.youtube.com/embed/abc?start=5&rel=0" width="640" height="360"></iframe>' === $embed, 'an Author\'s YouTube embed is kept, rebuilt from its address and size', $youtube );
	}
	// A gallery's video slide plays the same way in the lightbox: its data-html is limited alike.
	$slides = do_shortcode( '[sitestack_gallery]<figure data-slide-id="v1" data-html="&lt;iframe src=&quot;https://evil.example/login&quot;&gt;&lt;/iframe&gt;"><img src="/a.jpg" alt="A" /></figure><figure data-slide-id="v2" data-html=\'&lt;iframe src="https://player.vimeo.com/video/1"&gt;&lt;/iframe&gt;\'><img src="/b.jpg" alt="B" /></figure>[/sitestack_gallery]' );
	if ( $trusted ) {
		check( false !== strpos( $slides, 'evil.example' ), 'an administrator\'s gallery video slide is kept as written', $slides );
	} else {
		check( false === strpos( $slides, 'evil.example' ) && false !== strpos( $slides, '<figure data-slide-id="v1"><img' ), 'an Author\'s gallery slide framing another page loses its data-html, and stays a slide', $slides );
		check( false !== strpos( $slides, 'data-html="&lt;iframe src=&quot;https://player.vimeo.com/video/1&quot;&gt;&lt;/iframe&gt;"' ), 'an Author\'s Vimeo slide is kept', $slides );
	}
	if ( ! $trusted ) {
		$lookalike = $video( 'https://www.youtube.com.evil.example/embed/abc' ) . $video( 'http://www.youtube.com/embed/abc' ) . $video( 'https://evil.example@www.youtube.com/embed/abc' );
		check( false === strpos( $lookalike, 'data-html' ), 'a host that only starts like a known one, plain http or a user name in the address is not a known video', $lookalike );
	}
	wp_delete_post( $post_id, true );
}
unset( $GLOBALS['post'] );

// The head: the context with apiBase from the settings, escaped for a script element.
$saved = get_option( 'sitestack_settings' );
update_option( 'sitestack_settings', array_merge( sitestack_settings(), array( 'context' => '{"website":{"siteTitle":"</script><b>x"}}' ) ) );
ob_start();
sitestack_print_head();
sitestack_print_head();
$head = ob_get_clean();
check( 1 === substr_count( $head, 'id="ss-context"' ) && 1 === substr_count( $head, 'type="module"' ), 'the context and loader are printed once', $head );
check( false === strpos( $head, '</script><b>' ) && preg_match( '#"apiBase":"http://[^"]+"#', $head ), 'the context is escaped and carries apiBase', $head );
check( false !== strpos( $head, '"env":"' . wp_get_environment_type() . '"' ), 'a context that names no environment gets WordPress\'s (spec 01 §8)', $head );
update_option( 'sitestack_settings', array_merge( sitestack_settings(), array( 'context' => '{"env":"staging"}' ) ) );
check( 'staging' === sitestack_page_context()->env, 'a context that names its environment keeps it', wp_json_encode( sitestack_page_context() ) );

// Settings: a context that is not a JSON object is refused and the saved one kept.
$kept = sitestack_sanitize_settings( array( 'context' => '{oops', 'api_base' => 'http://api.example/', 'proxy' => '1' ) );
check( sitestack_settings()['context'] === $kept['context'] && 'http://api.example' === $kept['api_base'] && true === $kept['proxy'], 'bad context JSON is refused, the rest saved', wp_json_encode( $kept ) );
check( 1 === count( get_settings_errors( 'sitestack_settings' ) ), 'bad context JSON gives an admin notice' );
update_option( 'sitestack_settings', $saved );

// The proxy's address under each permalink setting: /sitestack-api only where rewrite rules send
// every address to WordPress; /index.php/sitestack-api under Debian's default (/index.php/…)
// and plain permalinks, where only index.php reaches it.
$saved_structure = get_option( 'permalink_structure' );
update_option( 'sitestack_settings', array_merge( sitestack_settings(), array( 'proxy' => true ) ) );
delete_option( 'sitestack_proxy_check' );
$structures = array(
	'/index.php/%year%/%monthnum%/%day%/%postname%/' => '/index.php/sitestack-api',
	''                                               => '/index.php/sitestack-api',
	'/%postname%/'                                   => '/sitestack-api',
	'/%year%/%monthnum%/%day%/%postname%/'           => '/sitestack-api',
);
foreach ( $structures as $structure => $expected ) {
	update_option( 'permalink_structure', $structure );
	check( $expected === sitestack_proxy_path() && home_url( $expected ) === sitestack_page_api_base(), 'the proxy path under permalinks ' . wp_json_encode( $structure ) . ' is ' . $expected, sitestack_page_api_base() );
}

// The check asks this site for the proxy's status path (stopped in pre_http_request here: the
// e2e test asks the running site). What the web server answers decides where pages talk.
$answers     = array();
$asked       = array();
$fake_answer = static function ( $pre, $args, $url ) use ( &$answers, &$asked ) {
	$asked[] = $url;
	foreach ( $answers as $prefix => $answer ) {
		if ( 0 === strpos( $url, home_url( $prefix . '/' ) ) ) {
			return is_wp_error( $answer ) ? $answer : array(
				'headers'  => array(),
				'body'     => 200 === $answer ? '{"proxy":"sitestack"}' : '<h1>Not Found</h1>',
				'response' => array( 'code' => $answer, 'message' => '' ),
				'cookies'  => array(),
				'filename' => null,
			);
		}
	}
	return new WP_Error( 'http_request_failed', 'unexpected request to ' . $url );
};
add_filter( 'pre_http_request', $fake_answer, 10, 3 );
$proxy_cases = array(
	// permalinks, answer at /sitestack-api, answer at /index.php/sitestack-api => status, route
	array( '/%postname%/', 200, 200, 'reachable', '/sitestack-api' ),
	// "Post name" chosen while .htaccess (read-only on Debian) has no rewrite rules.
	array( '/%postname%/', 404, 200, 'reachable', '/index.php/sitestack-api' ),
	array( '/index.php/%year%/%monthnum%/%day%/%postname%/', 404, 200, 'reachable', '/index.php/sitestack-api' ),
	// A server that sends neither to WordPress (Apache with AcceptPathInfo Off and no rewrite rules).
	array( '', 404, 404, 'unreachable', '' ),
	// A server that cannot ask itself: the permalinks' path is kept.
	array( '/%postname%/', new WP_Error( 'http_request_failed', 'cURL error 7' ), 404, 'unchecked', '/sitestack-api' ),
);
foreach ( $proxy_cases as $case ) {
	list( $structure, $pretty, $index, $status, $route ) = $case;
	update_option( 'permalink_structure', $structure );
	$answers = array(
		'/index.php/sitestack-api' => $index,
		'/sitestack-api'           => $pretty,
	);
	$asked   = array();
	$checked = sitestack_check_proxy();
	$what    = 'permalinks ' . wp_json_encode( $structure ) . ', ' . wp_json_encode( array_map( static function ( $answer ) { return is_wp_error( $answer ) ? 'error' : $answer; }, $answers ) );
	check( is_array( $checked ) && $status === $checked['status'] && $route === $checked['route'] && $route === sitestack_proxy_route(), "$what: the check finds $status " . wp_json_encode( $route ), wp_json_encode( $checked ) );
	check( ( '' === $route ? sitestack_settings()['api_base'] : home_url( $route ) ) === sitestack_page_api_base(), "$what: pages talk to " . ( '' === $route ? 'the API base' : $route ), sitestack_page_api_base() );
	check( 0 === strpos( (string) reset( $asked ), home_url( sitestack_proxy_path() . '/proxy-status' ) ), "$what: the permalinks' path is asked first", wp_json_encode( $asked ) );
	$description = sitestack_proxy_description();
	if ( 'unreachable' === $status ) {
		check( false !== strpos( $description, 'does not reach WordPress' ) && false !== strpos( $description, 'ALLOWED_ORIGINS' ) && false !== strpos( $description, 'AcceptPathInfo' ) && false !== strpos( $description, 'HTTP 404' ), "$what: the settings page says the proxy is unreachable, what pages do instead and how to fix it", $description );
		ob_start();
		sitestack_notice_proxy_unreachable();
		$notice = ob_get_clean();
		check( '' === $notice, 'the admin notice is for administrators only', $notice );
		wp_set_current_user( 1 );
		ob_start();
		sitestack_notice_proxy_unreachable();
		$notice = ob_get_clean();
		wp_set_current_user( get_user_by( 'login', 'author' )->ID );
		check( false !== strpos( $notice, 'sitestack-proxy-unreachable' ), 'administrators get a notice on every admin page', $notice );
	} else {
		check( false !== strpos( $description, esc_html( home_url( $route ) ) ) && false === strpos( $description, 'does not reach WordPress' ), "$what: the settings page names " . $route, $description );
	}
}
// A check made under other permalinks does not count once they change.
update_option( 'permalink_structure', '/%postname%/' );
check( '/sitestack-api' === sitestack_proxy_route(), 'a check made under other permalinks does not count', wp_json_encode( get_option( 'sitestack_proxy_check' ) ) );
remove_filter( 'pre_http_request', $fake_answer, 10 );
delete_option( 'sitestack_proxy_check' );
update_option( 'permalink_structure', $saved_structure );

// The proxy's rules.
foreach ( array( '/api/crumb', '/api/form/SaveFormSubmission', '/commerce/goto-checkout', '/checkout/donate', '/dist/sitestack.js' ) as $path ) {
	check( sitestack_is_public_api_path( $path ), "the proxy forwards $path" );
}
foreach ( array( '/api/owner/forms/x', '/api/%6fwner/forms/x', '/api/../api/owner/forms', '/dist/..%2fapi/owner', '/wp-admin/', '/healthz', '/api//owner' ) as $path ) {
	check( ! sitestack_is_public_api_path( $path ), "the proxy refuses $path" );
}
check( 'crumb=a; ss_cart=b' === sitestack_api_cookies( 'wordpress_logged_in_1=secret; crumb=a; wp-settings-1=x; ss_cart=b' ), 'only the API\'s cookies are forwarded' );
$cookie = sitestack_proxied_cookie( 'ss_cart=t; Max-Age=60; Path=/; Domain=api.example; HttpOnly; Secure; SameSite=None' );
check( 'ss_cart=t; Max-Age=60; HttpOnly; SameSite=Lax; Path=/' === $cookie, 'a proxied cookie is this site\'s', $cookie );
foreach ( array( '/sitestack-api', '/index.php/sitestack-api' ) as $prefix ) {
	// As while answering a request that came in on that path.
	sitestack_proxy_request_prefix( $prefix );
	$cookie = sitestack_proxied_cookie( 'ss_x=1; Path=/commerce/' );
	check( 'ss_x=1; Path=' . $prefix . '/commerce/' === $cookie, "a cookie for some API paths moves under the proxy path $prefix", $cookie );
	$location = sitestack_proxied_location( '/commerce/goto-checkout' );
	check( home_url( $prefix . '/commerce/goto-checkout' ) === $location, "a redirect stays under the proxy path $prefix", $location );
}
$location = sitestack_proxied_location( '/thanks?sent=1' );
check( home_url( '/thanks?sent=1' ) === $location, 'a redirect to a page that is not the API\'s (a form\'s success page) is this site\'s page', $location );

// The proxy asks the API with WordPress's checks for requests a visitor can cause
// (wp_safe_remote_request), which let the configured API's own host and port through and
// nothing else. The request is stopped in pre_http_request, before anything is sent.
$seen_request = null;
$stop_request = static function ( $pre, $args, $url ) use ( &$seen_request ) {
	$seen_request = array(
		'url'                => $url,
		'reject_unsafe_urls' => ! empty( $args['reject_unsafe_urls'] ),
		'api_passes'         => false !== wp_http_validate_url( $url ),
		'other_port_passes'  => false !== wp_http_validate_url( 'http://127.0.0.1:3306/' ),
		'private_passes'     => false !== wp_http_validate_url( 'http://10.0.0.7/' ),
	);
	throw new RuntimeException( 'stopped' );
};
add_filter( 'pre_http_request', $stop_request, 10, 3 );
try {
	sitestack_forward( sitestack_settings()['api_base'] . '/api/crumb', 'GET' );
} catch ( RuntimeException $stopped ) {
	unset( $stopped );
}
remove_filter( 'pre_http_request', $stop_request, 10 );
check( is_array( $seen_request ) && $seen_request['reject_unsafe_urls'], 'the proxy asks with wp_safe_remote_request', wp_json_encode( $seen_request ) );
check( is_array( $seen_request ) && $seen_request['api_passes'] && ! $seen_request['other_port_passes'] && ! $seen_request['private_passes'], 'the configured API passes WordPress\'s URL check; another port or a private address does not', wp_json_encode( $seen_request ) );
if ( ! in_array( wp_parse_url( sitestack_settings()['api_base'], PHP_URL_PORT ), array( null, 80, 443, 8080 ), true ) ) {
	check( false === wp_http_validate_url( sitestack_settings()['api_base'] . '/api/crumb' ), 'the exception holds only while the proxy asks' );
}

if ( $failures ) {
	fwrite( STDERR, "render-check: failed:\n  " . implode( "\n  ", $failures ) . "\n" );
	exit( 1 );
}
echo "render-check: the plugin's rendering, head, settings and proxy rules hold.\n";

<?php
/**
 * A shortcode ([sitestack_gallery]) and a block (sitestack/gallery) per Sitestack element, drawn
 * by one renderer. Post content keeps only the shortcode text or the block comment, which kses
 * leaves alone for every role; the ss-* markup is made when the page is drawn.
 *
 * @package Sitestack
 */

defined( 'ABSPATH' ) || exit;

/** HTML attributes every element takes besides its own. */
const SITESTACK_GLOBAL_ATTRIBUTES = array( 'id', 'class' );

/**
 * What runs code of the author's choosing in the visitor's browser: the embed block (the author's
 * own HTML and scripts), a booking vendor's adapter script, and a form's success HTML (its scripts
 * run). WordPress lets only authors with unfiltered_html write scripts; the same holds here.
 * Two more are limited for the others rather than dropped: a form's successRedirect to this
 * site's pages, an <ss-video>'s embed to known video hosts.
 */
const SITESTACK_UNFILTERED_ONLY = array(
	'elements'   => array( 'ss-embed' ),
	'attributes' => array( 'vendor-src' ),
	'block_data' => array( 'successHtml' ),
);

/**
 * What stands in for block JSON that an author without unfiltered_html wrote and PHP cannot read:
 * not JSON, so the element shows its error state.
 */
const SITESTACK_REFUSED_BLOCK_JSON = 'refused: the block JSON could not be read';

/**
 * The video hosts an author without unfiltered_html may embed in <ss-video> (the runtime's known
 * providers), each with its subdomains.
 */
const SITESTACK_AUTHOR_VIDEO_HOSTS = array( 'youtube.com', 'youtube-nocookie.com', 'vimeo.com', 'wistia.com', 'wistia.net' );

/**
 * The elements, from the list generated from custom-elements.json.
 *
 * @return array<string, array{summary: string, block_json: bool, attributes: array<string, array{type: string, description: string}>}>
 */
function sitestack_elements() {
	static $elements = null;
	if ( null === $elements ) {
		$elements = require dirname( __DIR__ ) . '/elements.php';
	}
	return $elements;
}

/**
 * The element's name without its ss- prefix: gallery, cart-count.
 *
 * @param string $tag The element's tag.
 * @return string
 */
function sitestack_element_name( $tag ) {
	return substr( $tag, 3 );
}

/**
 * An element's shortcode: sitestack_gallery, sitestack_cart_count (shortcode names take no hyphen).
 *
 * @param string $tag The element's tag (ss-cart-count).
 * @return string
 */
function sitestack_shortcode_name( $tag ) {
	return 'sitestack_' . str_replace( '-', '_', sitestack_element_name( $tag ) );
}

/**
 * Registers the shortcodes, the blocks and the blocks' editor script.
 */
function sitestack_register_elements() {
	$editor_elements = array();
	foreach ( sitestack_elements() as $tag => $element ) {
		$name = sitestack_element_name( $tag );
		add_shortcode( sitestack_shortcode_name( $tag ), 'sitestack_render_shortcode' );

		$attributes = array(
			'blockJson' => array( 'type' => 'string' ),
			'content'   => array( 'type' => 'string' ),
		);
		foreach ( $element['attributes'] as $attribute => $declared ) {
			$attributes[ $attribute ] = array( 'type' => 'boolean' === $declared['type'] ? 'boolean' : 'string' );
		}
		register_block_type(
			'sitestack/' . $name,
			array(
				'api_version'     => 2,
				'title'           => '<' . $tag . '>',
				'description'     => $element['summary'],
				'category'        => 'widgets',
				'attributes'      => $attributes,
				'supports'        => array( 'align' => true ),
				'editor_script'   => 'sitestack-blocks',
				'render_callback' => 'sitestack_render_block',
			)
		);
		$editor_elements[] = array(
			'tag'        => $tag,
			'block'      => 'sitestack/' . $name,
			'summary'    => $element['summary'],
			'blockJson'  => $element['block_json'],
			'attributes' => $element['attributes'],
		);
	}

	wp_register_script(
		'sitestack-blocks',
		plugins_url( 'assets/blocks.js', __DIR__ ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		'0.1.0',
		true
	);
	wp_add_inline_script( 'sitestack-blocks', 'window.sitestackElements = ' . wp_json_encode( $editor_elements ) . ';', 'before' );

	add_filter( 'no_texturize_shortcodes', 'sitestack_no_texturize' );
	add_filter( 'the_content', 'sitestack_separate_block_shortcodes', 8 );
}

/**
 * A shortcode that holds blocks (slides, items, JSON) gets a paragraph of its own before wpautop
 * runs: inside a paragraph ("Our photos: [sitestack_gallery]<figure>…") the browser would close
 * the paragraph at the first <figure> and leave the element empty.
 *
 * @param string $content The post content.
 * @return string
 */
function sitestack_separate_block_shortcodes( $content ) {
	if ( false === strpos( $content, '[sitestack_' ) ) {
		return $content;
	}
	return preg_replace_callback(
		'#\[(sitestack_[a-z_]+)\b[^\]]*\](.*?)\[/\1\]#s',
		static function ( $match ) {
			$holds_blocks = preg_match( '#^\s*\{|<(?:figure|details|div|p|ul|ol|table|section|h[1-6]|blockquote|form)\b#i', $match[2] );
			return $holds_blocks ? "\n\n" . $match[0] . "\n\n" : $match[0];
		},
		$content
	);
}

/**
 * Block JSON inside a shortcode keeps its straight quotes.
 *
 * @param string[] $shortcodes Shortcodes wptexturize leaves alone.
 * @return string[]
 */
function sitestack_no_texturize( $shortcodes ) {
	foreach ( array_keys( sitestack_elements() ) as $tag ) {
		$shortcodes[] = sitestack_shortcode_name( $tag );
	}
	return $shortcodes;
}

/**
 * [sitestack_gallery design="slideshow" loop]<figure>…</figure>[/sitestack_gallery], or with a
 * JSON object as its content for the elements that take block JSON.
 *
 * @param array|string $atts      The shortcode's attributes.
 * @param string|null  $content   What it encloses.
 * @param string       $shortcode The shortcode's name.
 * @return string
 */
function sitestack_render_shortcode( $atts, $content, $shortcode ) {
	$tag        = 'ss-' . str_replace( '_', '-', substr( $shortcode, strlen( 'sitestack_' ) ) );
	$attributes = array();
	foreach ( (array) $atts as $key => $value ) {
		if ( is_int( $key ) ) {
			// A bare word ([sitestack_gallery loop]) switches that attribute on.
			$attributes[ strtolower( (string) $value ) ] = true;
		} else {
			$attributes[ str_replace( '_', '-', strtolower( $key ) ) ] = $value;
		}
	}
	$content = sitestack_unautop( (string) $content );
	$element = sitestack_elements()[ $tag ];
	if ( $element['block_json'] && preg_match( '/^\s*\{/', $content ) ) {
		// A blank line inside the JSON became a paragraph break; kses stored & and < as entities.
		$json = html_entity_decode( preg_replace( '#</p>\s*<p>#', "\n", $content ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return sitestack_render_element( $tag, $attributes, $json, '' );
	}
	return sitestack_render_element( $tag, $attributes, '', do_shortcode( $content ) );
}

/**
 * A sitestack/* block, drawn on the server with the same renderer, inside a wrapper that carries
 * what WordPress gives a block (get_block_wrapper_attributes: its wp-block-sitestack-* class, the
 * editor's "Additional CSS class(es)" and alignment). The wrapper is a block box, so a block
 * theme's layout keeps it, even an inline element such as <ss-cart-count>, in the content column.
 *
 * @param array    $attributes The block's attributes.
 * @param string   $content    Unused: the blocks save no markup.
 * @param WP_Block $block      The block.
 * @return string
 */
function sitestack_render_block( $attributes, $content, $block ) {
	$tag = 'ss-' . substr( $block->name, strlen( 'sitestack/' ) );
	// kses encodes an Author's block attributes as HTML text ("fish &amp; chips"); the JSON is
	// data, read as the shortcode path reads it: entities decoded, then checked and re-encoded by
	// sitestack_render_element like any block JSON.
	$block_json = isset( $attributes['blockJson'] ) ? html_entity_decode( (string) $attributes['blockJson'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : '';
	$inner      = isset( $attributes['content'] ) ? (string) $attributes['content'] : '';
	unset( $attributes['blockJson'], $attributes['content'], $attributes['className'], $attributes['align'] );
	$wrapper = function_exists( 'get_block_wrapper_attributes' ) ? get_block_wrapper_attributes() : '';
	return '<div' . ( '' === $wrapper ? '' : ' ' . $wrapper ) . '>' . sitestack_render_element( $tag, $attributes, $block_json, do_shortcode( $inner ) ) . '</div>';
}

/**
 * Takes out the paragraphs and line breaks wpautop put inside a shortcode's content.
 *
 * @param string $content A shortcode's content after wpautop.
 * @return string
 */
function sitestack_unautop( $content ) {
	$content = preg_replace( '#<br\s*/?>\s*\n#', "\n", $content );
	$content = preg_replace( '#^\s*</p>|<p>\s*$#', '', trim( $content ) );
	$content = preg_replace( '#<p>\s*(</?(?:figure|details|ss-[a-z-]+)\b)#', '$1', $content );
	$content = preg_replace( '#(</?(?:figure|details|ss-[a-z-]+)\b[^>]*>)\s*</p>#', '$1', $content );
	$content = preg_replace( '#<p>\s*</p>#', '', $content );
	return trim( $content );
}

/**
 * The element's markup. Only attributes the element declares (and id, class) pass; block JSON
 * goes into data-block-json, where neither wpautop nor kses can reach it.
 *
 * @param string $tag        The element's tag (ss-gallery).
 * @param array  $attributes Attribute name => value; true for a bare boolean attribute.
 * @param string $block_json The block data as JSON text, or ''.
 * @param string $inner_html What goes inside the element (already filtered as post content).
 * @return string
 */
function sitestack_render_element( $tag, array $attributes, $block_json, $inner_html ) {
	$element    = sitestack_elements()[ $tag ];
	$unfiltered = sitestack_author_may_post_unfiltered_html();
	if ( ! $unfiltered && in_array( $tag, SITESTACK_UNFILTERED_ONLY['elements'], true ) ) {
		return '<!-- ' . esc_html( 'Sitestack: <' . $tag . '> shows its author\'s own HTML and scripts; only authors who may post unfiltered HTML can place it.' ) . ' -->';
	}
	$html = '<' . $tag;
	foreach ( $attributes as $name => $value ) {
		$declared = isset( $element['attributes'][ $name ] ) ? $element['attributes'][ $name ] : null;
		if ( null === $declared && ! in_array( $name, SITESTACK_GLOBAL_ATTRIBUTES, true ) ) {
			continue;
		}
		if ( ! $unfiltered && in_array( $name, SITESTACK_UNFILTERED_ONLY['attributes'], true ) ) {
			continue;
		}
		if ( ! $unfiltered && 'ss-video' === $tag && 'data-html' === $name ) {
			$value = sitestack_author_video_embed( $value );
		}
		if ( $declared && 'boolean' === $declared['type'] ) {
			if ( sitestack_is_on( $value ) ) {
				$html .= ' ' . $name;
			}
		} elseif ( is_scalar( $value ) && '' !== (string) $value ) {
			$html .= ' ' . $name . '="' . esc_attr( (string) $value ) . '"';
		}
	}
	if ( ! $unfiltered && false !== stripos( $inner_html, 'data-html' ) ) {
		$inner_html = sitestack_author_video_embeds_in( $inner_html );
	}
	$block_json = trim( $block_json );
	$note       = '';
	if ( $element['block_json'] && '' !== $block_json ) {
		$data  = json_decode( $block_json );
		$valid = JSON_ERROR_NONE === json_last_error();
		if ( ! $valid && ! $unfiltered ) {
			// What PHP cannot read (nested past json_decode's 512 levels, or not JSON at all) cannot be
			// checked for the fields above, while the browser may still read it: it is not passed on.
			// The marker is not JSON, so the element shows its error state, and the comment says why.
			$note = '<!-- ' . esc_html( 'Sitestack: <' . $tag . '>\'s block JSON could not be read (' . json_last_error_msg() . '); only authors who may post unfiltered HTML can publish block JSON as written.' ) . ' -->';
			$json = SITESTACK_REFUSED_BLOCK_JSON;
		} elseif ( ! $valid ) {
			// Invalid JSON of an author who may post scripts is passed as written: the element shows
			// its error state and names the problem in the console.
			$json = $block_json;
		} else {
			if ( ! $unfiltered && is_object( $data ) ) {
				foreach ( SITESTACK_UNFILTERED_ONLY['block_data'] as $field ) {
					unset( $data->$field );
				}
				if ( isset( $data->successRedirect ) ) {
					$redirect = sitestack_same_site_redirect( $data->successRedirect );
					if ( '' === $redirect ) {
						unset( $data->successRedirect );
					} else {
						$data->successRedirect = $redirect;
					}
				}
			}
			// Written with no & < > ' or " inside its strings.
			$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		}
		$html .= ' data-block-json="' . esc_attr( $json ) . '"';
	}
	return $note . $html . '>' . $inner_html . '</' . $tag . '>';
}

/**
 * A form's successRedirect as an author without unfiltered_html may set it: a page of this site
 * (a path, or an address on this site's host or a host the allowed_redirect_hosts filter adds,
 * the rule of wp_safe_redirect), so a thank-you page keeps working while no Author's form can
 * send visitors to another site. '' when it is not one.
 *
 * @param mixed $redirect The definition's successRedirect.
 * @return string
 */
function sitestack_same_site_redirect( $redirect ) {
	if ( ! is_string( $redirect ) ) {
		return '';
	}
	$redirect = trim( $redirect );
	// Browsers drop tabs and line breaks inside an address and read "\" as "/" ("/\evil.example" is another site).
	if ( '' === $redirect || preg_match( '#[\x00-\x1f\x7f\\\\]#', $redirect ) ) {
		return '';
	}
	$is_path = 1 === preg_match( '#^/(?!/)#', $redirect );
	if ( ! $is_path && ! preg_match( '#^https?://#i', $redirect ) ) {
		return '';
	}
	return wp_validate_redirect( $redirect, '' );
}

/**
 * The data-html attributes in an element's content (a gallery's video slides, which the
 * lightbox plays as an <ss-video> does), each limited as sitestack_author_video_embed says;
 * one that is not a known video is taken out. kses lets data-* attributes through on every tag.
 *
 * @param string $html The element's content.
 * @return string
 */
function sitestack_author_video_embeds_in( $html ) {
	return preg_replace_callback(
		'#(\sdata-html)\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>]+))#i',
		static function ( $match ) {
			$embed = sitestack_author_video_embed( implode( '', array_slice( $match, 2 ) ) );
			return '' === $embed ? '' : $match[1] . '="' . esc_attr( $embed ) . '"';
		},
		$html
	);
}

/**
 * An <ss-video>'s embed markup as an author without unfiltered_html may set it: an https iframe
 * of a known video host, rebuilt from its address, size and title; '' for anything else (the
 * element then shows "Invalid video embed."). The element only ever frames the iframe's address,
 * so without this rule an Author could frame any page (a look-alike log-in form) on the site.
 * The hosts are the runtime's known providers; the sitestack_author_video_hosts filter changes them.
 *
 * @param mixed $markup The data-html value.
 * @return string
 */
function sitestack_author_video_embed( $markup ) {
	if ( ! is_scalar( $markup ) ) {
		return '';
	}
	// The shortcode text may carry the markup as entities (kses keeps &lt;iframe&gt;), which the
	// attribute's escaping would leave as they are: the browser reads them as markup.
	$markup = html_entity_decode( (string) $markup, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	if ( ! preg_match( '#<iframe\b([^>]*)>#i', $markup, $iframe ) ) {
		return '';
	}
	$attributes = array();
	foreach ( array( 'src', 'width', 'height', 'title' ) as $name ) {
		if ( preg_match( '#\s' . $name . '\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>]+))#i', $iframe[1], $value ) ) {
			$attributes[ $name ] = trim( html_entity_decode( implode( '', array_slice( $value, 1 ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		}
	}
	$src   = isset( $attributes['src'] ) ? $attributes['src'] : '';
	$src   = 0 === strpos( $src, '//' ) ? 'https:' . $src : $src;
	$parts = wp_parse_url( $src );
	if ( ! $parts || ! isset( $parts['scheme'], $parts['host'] ) || 'https' !== strtolower( $parts['scheme'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
		return '';
	}
	$host    = strtolower( $parts['host'] );
	$allowed = false;
	/**
	 * Filters the hosts whose videos an author without unfiltered_html may embed in <ss-video>
	 * (each also allows its subdomains).
	 *
	 * @param string[] $hosts The hosts.
	 */
	foreach ( (array) apply_filters( 'sitestack_author_video_hosts', SITESTACK_AUTHOR_VIDEO_HOSTS ) as $known ) {
		$known = strtolower( (string) $known );
		if ( '' !== $known && ( $host === $known || substr( $host, -strlen( '.' . $known ) ) === '.' . $known ) ) {
			$allowed = true;
		}
	}
	if ( ! $allowed ) {
		return '';
	}
	$html = '<iframe src="' . esc_attr( esc_url_raw( $src, array( 'https' ) ) ) . '"';
	foreach ( array( 'width', 'height' ) as $name ) {
		if ( isset( $attributes[ $name ] ) && ctype_digit( $attributes[ $name ] ) ) {
			$html .= ' ' . $name . '="' . $attributes[ $name ] . '"';
		}
	}
	if ( isset( $attributes['title'] ) && '' !== $attributes['title'] ) {
		$html .= ' title="' . esc_attr( $attributes['title'] ) . '"';
	}
	return $html . '></iframe>';
}

/**
 * Whether the author of what is being drawn may post unfiltered HTML (scripts): the post's author;
 * outside a post (widgets, templates: edited by administrators) yes.
 *
 * @return bool
 */
function sitestack_author_may_post_unfiltered_html() {
	$post = get_post();
	if ( ! $post || ! (int) $post->post_author ) {
		return true;
	}
	return user_can( (int) $post->post_author, 'unfiltered_html' );
}

/**
 * Whether a boolean attribute's value switches it on ("false", "0", "no" and "off" do not).
 *
 * @param mixed $value The value given.
 * @return bool
 */
function sitestack_is_on( $value ) {
	if ( is_bool( $value ) ) {
		return $value;
	}
	return ! in_array( strtolower( trim( (string) $value ) ), array( 'false', '0', 'no', 'off' ), true );
}

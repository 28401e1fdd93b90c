/**
 * The editor side of the sitestack/* blocks: a field per attribute the element declares, a block
 * JSON field for the elements that take block data, and an HTML content field. The blocks save no
 * markup; the server draws them (render_callback). Plain JS, no build step.
 */
( function ( blocks, element, blockEditor, components, i18n, elements ) {
	var el = element.createElement;
	var __ = i18n.__;

	function field( attributes, setAttributes, name, declared ) {
		if ( declared.type === 'boolean' ) {
			return el( components.ToggleControl, {
				key: name,
				label: name,
				help: declared.description,
				checked: !! attributes[ name ],
				onChange: function ( value ) {
					var change = {};
					change[ name ] = value;
					setAttributes( change );
				},
			} );
		}
		return el( components.TextControl, {
			key: name,
			label: name,
			help: declared.description,
			value: attributes[ name ] || '',
			onChange: function ( value ) {
				var change = {};
				change[ name ] = value;
				setAttributes( change );
			},
		} );
	}

	function jsonProblem( text ) {
		if ( ! text || ! text.trim() ) {
			return '';
		}
		try {
			JSON.parse( text );
			return '';
		} catch ( error ) {
			return error.message;
		}
	}

	( elements || [] ).forEach( function ( definition ) {
		blocks.registerBlockType( definition.block, {
			apiVersion: 2,
			title: '<' + definition.tag + '>',
			description: definition.summary,
			category: 'widgets',
			icon: 'layout',
			edit: function ( props ) {
				var attributes = props.attributes;
				var setAttributes = props.setAttributes;
				var fields = Object.keys( definition.attributes ).map( function ( name ) {
					return field( attributes, setAttributes, name, definition.attributes[ name ] );
				} );
				if ( definition.blockJson ) {
					var problem = jsonProblem( attributes.blockJson );
					fields.push(
						el( components.TextareaControl, {
							key: 'blockJson',
							label: __( 'Block JSON', 'sitestack' ),
							help: problem ? __( 'Not valid JSON: ', 'sitestack' ) + problem : __( 'The block data, as a JSON object (data-block-json).', 'sitestack' ),
							value: attributes.blockJson || '',
							onChange: function ( value ) {
								setAttributes( { blockJson: value } );
							},
						} )
					);
				}
				fields.push(
					el( components.TextareaControl, {
						key: 'content',
						label: __( 'Content (HTML)', 'sitestack' ),
						help: __( 'What goes inside the element: slides as <figure>, accordion items as <details> ...', 'sitestack' ),
						value: attributes.content || '',
						onChange: function ( value ) {
							setAttributes( { content: value } );
						},
					} )
				);
				return el(
					'div',
					blockEditor.useBlockProps(),
					el( components.Placeholder, { label: '<' + definition.tag + '>', instructions: definition.summary }, el( 'div', { style: { width: '100%' } }, fields ) )
				);
			},
			save: function () {
				return null;
			},
		} );
	} );
} )( window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.components, window.wp.i18n, window.sitestackElements );

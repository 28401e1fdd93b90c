import { useEffect, useRef, useState } from 'react';
import { productText } from '../../runtime/commerce/commerce-texts.js';
import type { ProductImage as ProductImageData } from '../../runtime/commerce/product-schema.js';
import { firstPaintImageSource, loadImage, whenNearViewport } from '../../runtime/media/index.js';


/**
 * A product image through the shared image loader (spec 01 §4-5): loaded within 200 px of the
 * viewport, at the stored width its box needs, filling a box whose size is reserved up front.
 */
export function ProductImage({ image, firstPaint = false }: { image: ProductImageData; firstPaint?: boolean }) {
  const element = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const width = image.width ?? 800;
  const height = image.height ?? 800;
  useEffect(() => {
    const img = element.current;
    if (!img) return;
    setFailed(false);
    return whenNearViewport(img, () => {
      loadImage(img, { mode: 'fill' }).then(
        (outcome) => setFailed(outcome === 'error'),
        (error: Error) => {
          console.error(`Sitestack: <ss-product>: ${error.message}`);
          setFailed(true);
        },
      );
    });
  }, [image.src]);
  return (
    <div part="image-box" className="image-box" data-state={failed ? 'error' : 'ready'}>
      <img
        ref={element}
        part="image"
        className="image"
        data-src={image.src}
        // Drawn by the server: it paints at first paint, the browser's lazy loading deferring those far away.
        src={firstPaint ? (firstPaintImageSource(image.src, width) ?? undefined) : undefined}
        loading={firstPaint ? 'lazy' : undefined}
        data-image-dimensions={`${width}x${height}`}
        alt={image.alt}
        width={width}
        height={height}
        decoding="async"
      />
      {failed ? (
        <p part="image-error" className="image-error">
          {productText('imageUnavailable')}
        </p>
      ) : null}
    </div>
  );
}

import type { ResolvedImage } from '../../pipeline/shared/types.js'

/**
 * A picture at the size the layout shows it. Raster uploads come as sized copies
 * (pipeline/pictures/renditions.ts): WebP for the browsers that take it, the original
 * format for the others, and `sizes` tells the browser which width to fetch. Width and
 * height keep the space while it loads (no layout shift). Pictures load when they come
 * near the screen, except the page's main one (`priority`), which is fetched first.
 */
export function Picture({
  image,
  sizes,
  className,
  alt = image.alt,
  priority = false,
}: {
  image: ResolvedImage
  sizes: string
  className?: string
  alt?: string
  priority?: boolean
}) {
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset?.fallback}
      sizes={image.srcset && sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
  if (!image.srcset || image.srcset.webp === image.srcset.fallback) return img
  return (
    <picture>
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      {img}
    </picture>
  )
}

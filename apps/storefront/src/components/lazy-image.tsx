/**
 * A decorative picture that loads when near the screen and decodes off the main thread:
 * `alt=""` (the text beside it names what it shows), its `width` × `height` px (height defaults to
 * width) reserved so nothing shifts when it arrives. `src` is a full URL (lib/media: mediaUrl,
 * thumbUrl; undefined when the item has no picture, leaving the reserved box empty). With `lowPriority` it never competes with the page's largest image for the network.
 */
export function LazyImage({
  src,
  width,
  height = width,
  className,
  lowPriority = false,
}: {
  src: string | undefined;
  width: number;
  height?: number;
  className?: string;
  lowPriority?: boolean;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      className={className}
      loading="lazy"
      decoding="async"
      fetchPriority={lowPriority ? 'low' : undefined}
    />
  );
}

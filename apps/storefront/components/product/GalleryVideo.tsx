'use client';
// A gallery video that plays in place: a play button over the preview, which swaps in the
// provider's privacy-enhanced player (YouTube, Vimeo) and moves focus to it. Nothing of the
// provider loads before the visitor asks. Videos on other hosts keep the link out.
import { useEffect, useRef, useState } from 'react';
import { videoEmbedUrl } from '@/lib/commerce/catalog/video-embed';
import styles from './product.module.css';
import own from './gallery-video.module.css';

export function GalleryVideo({
  url,
  title,
  label,
}: {
  url: string;
  title: string | null;
  label: string;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const embed = videoEmbedUrl(url);
  const name = title ? `${label}: ${title}` : label;

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (!embed) {
    return (
      <a
        className={`${styles.videoBadge} ${styles.videoLink}`}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {name}
      </a>
    );
  }
  if (playing) {
    return (
      <iframe
        ref={frame}
        className={own.player}
        src={embed}
        title={name}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="gallery-video-player"
      />
    );
  }
  return (
    <button
      type="button"
      className={`${styles.videoBadge} ${styles.videoLink} ${own.play}`}
      onClick={() => setPlaying(true)}
    >
      <span aria-hidden="true">▶</span>
      {name}
    </button>
  );
}

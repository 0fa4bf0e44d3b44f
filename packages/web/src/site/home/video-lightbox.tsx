import Lightbox from 'yet-another-react-lightbox';
import Video from 'yet-another-react-lightbox/plugins/video';
import 'yet-another-react-lightbox/styles.css';
import styles from './video-lightbox.module.css';

/** A YouTube or Vimeo page address as its embeddable player address; null for a plain file. */
export function toEmbedUrl(url: string): string | null {
  const youtube = url.match(/(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1&rel=0`;
  const vimeo = url.match(/vimeo\.com\/(?:video\/)?(\d+)/i);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1`;
  return null;
}

function videoType(url: string): string {
  const extension = url.split('?')[0].split('.').pop()?.toLowerCase();
  if (extension === 'webm') return 'video/webm';
  if (extension === 'ogv' || extension === 'ogg') return 'video/ogg';
  if (extension === 'mov') return 'video/quicktime';
  return 'video/mp4';
}

interface Props {
  open: boolean;
  onClose: () => void;
  src: string;
  title: string;
}

/**
 * One video in a lightbox with its toolbar (close) and no thumbnails. Files play in the
 * Video plugin's player; YouTube and Vimeo addresses play in their embedded player.
 */
export function VideoLightbox({ open, onClose, src, title }: Props) {
  const embed = toEmbedUrl(src);
  return (
    <Lightbox
      open={open}
      close={onClose}
      plugins={[Video]}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      video={{ autoPlay: true, controls: true, playsInline: true }}
      labels={{ Close: 'Close video' }}
      slides={
        embed
          ? [{ src: embed, alt: title }]
          : [{ type: 'video', width: 1280, height: 720, sources: [{ src, type: videoType(src) }] }]
      }
      render={{
        buttonPrev: () => null,
        buttonNext: () => null,
        slide: embed
          ? () => (
              <div className={styles.frame}>
                <iframe
                  src={embed}
                  title={title}
                  allow="autoplay; fullscreen; picture-in-picture"
                  allowFullScreen
                  className={styles.iframe}
                />
              </div>
            )
          : undefined,
      }}
    />
  );
}

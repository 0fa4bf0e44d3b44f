// The image lightbox with its styles, as one module to load on demand (see load-when-open.tsx).
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

export const ImageLightbox = Lightbox;

import type { ImageMeta } from '@grain/contract/image-meta';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceIcon } from './service-icon.tsx';

afterEach(cleanup);

const base = '/storage/variants/services/lathe.png';
const meta: ImageMeta = {
  width: 400,
  height: 400,
  placeholder: '#c8873e',
  src: `${base}/w320.png`,
  srcset: { avif: `${base}/w320.avif 320w`, webp: `${base}/w320.webp 320w`, png: `${base}/w320.png 320w` },
};

describe('ServiceIcon', () => {
  it('shows the picture from its variants, sized for the icon, never the original', () => {
    const { container } = render(<ServiceIcon src="/storage/services/lathe.png" meta={meta} index={0} size={60} />);
    const avif = container.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute('srcset', meta.srcset.avif);
    expect(avif).toHaveAttribute('sizes', '60px');
    expect(container.querySelector('img')).toHaveAttribute('src', `${base}/w320.png`);
  });

  it('falls back to a drawn icon when the picture fails to load', () => {
    const { container } = render(<ServiceIcon src="/storage/services/gone.png" meta={null} index={0} size={60} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg[data-icon="couch"]')).not.toBeNull();
  });
});

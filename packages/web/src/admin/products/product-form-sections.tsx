import { faPhotoFilm } from '@fortawesome/free-solid-svg-icons/faPhotoFilm';
import {
  MAX_PRODUCT_IMAGES,
  type ProductSpecification,
  productFields,
  productMessages,
  specificationLine,
} from '@grain/contract/catalogue';
import type { ImageMeta } from '@grain/contract/image-meta';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { MediaPicker } from '../media/media-picker.tsx';
import {
  awaitsVariants,
  FileField,
  type PickedMedia,
  PROCESSING_NOTE,
  useObjectUrl,
} from '../resources/file-field.tsx';
import { choosesFile, fileFieldSchema, removesFile } from '../resources/form-model.ts';
import resourceStyles from '../resources/resource.module.css';
import type { FormSection, FormSectionProps } from '../resources/resource-config.ts';
import { Button } from '../ui/button.tsx';
import { LineListField, type Lines } from './line-list-field.tsx';
import styles from './products.module.css';

const lines = z.array(z.object({ value: z.string() }));
const texts = (values: unknown) => (values as Lines).map((line) => line.value);

function ProductLines({ form }: FormSectionProps) {
  return (
    <div className={styles.linesRow}>
      <LineListField
        form={form}
        name="specifications"
        legend="Specifications"
        lineLabel="Specification"
        addLabel="Add specification"
        placeholder="Material: Solid oak"
        hint='One per line as "Key: Value". Empty lines are dropped.'
      />
      <LineListField
        form={form}
        name="features"
        legend="Features"
        lineLabel="Feature"
        addLabel="Add feature"
        placeholder="Hand-finished with natural oil"
        hint="One feature per line. Empty lines are dropped."
      />
    </div>
  );
}

/** A product's specification and feature lines (spec admin §3: lists of text lines). */
export const productLines: FormSection = {
  fields: ['specifications', 'features'],
  shape: () => ({ specifications: lines, features: lines }),
  initial: (record) => ({
    specifications: ((record?.specifications ?? []) as ProductSpecification[]).map((pair) => ({
      value: specificationLine(pair),
    })),
    features: ((record?.features ?? []) as string[]).map((value) => ({ value })),
  }),
  output: (values) => ({ specifications: texts(values.specifications), features: texts(values.features) }),
  Component: ProductLines,
};

function NewImage({ file, onRemove, index }: { file: File; onRemove: () => void; index: number }) {
  const url = useObjectUrl(file);
  return (
    <li className={styles.galleryItem}>
      {url ? <img src={url} alt={`New gallery upload ${index + 1}: ${file.name}`} /> : null}
      <span className={styles.galleryCaption}>New: {file.name}</span>
      <button type="button" className={resourceStyles.linkButton} onClick={onRemove}>
        Remove<span className="visually-hidden"> new image {file.name}</span>
      </button>
    </li>
  );
}

/** A gallery picture picked from the media library: shown from its variants, sent as its path. */
function LibraryImage({ picked, onRemove }: { picked: PickedMedia; onRemove: () => void }) {
  return (
    <li className={styles.galleryItem}>
      <ResponsiveImage src={picked.url} meta={picked.meta} sizes="160px" alt={`From the library: ${picked.name}`} />
      <span className={styles.galleryCaption}>From the library: {picked.name}</span>
      {picked.meta ? null : <span className={styles.galleryCaption}>{PROCESSING_NOTE}</span>}
      <button type="button" className={resourceStyles.linkButton} onClick={onRemove}>
        Remove <span className="visually-hidden">library picture {picked.name}</span>
      </button>
    </li>
  );
}

interface StoredImageProps {
  path: string;
  url: string | undefined;
  meta: ImageMeta | null | undefined;
  index: number;
  removed: boolean;
  onToggle: () => void;
}

/** A gallery image the product has: shown from its variants, with a note while they are being made. */
function StoredImage({ path, url, meta, index, removed, onToggle }: StoredImageProps) {
  return (
    <li className={`${styles.galleryItem} ${removed ? styles.removed : ''}`}>
      <ResponsiveImage src={url} meta={meta} sizes="160px" alt={`Gallery ${index + 1}`} />
      <span className={styles.galleryCaption}>{removed ? 'Will be removed' : 'Current'}</span>
      {awaitsVariants(path, meta) ? <span className={styles.galleryCaption}>{PROCESSING_NOTE}</span> : null}
      <button type="button" className={resourceStyles.linkButton} onClick={onToggle}>
        {removed ? 'Undo' : 'Remove'}
        <span className="visually-hidden"> gallery image {index + 1}</span>
      </button>
    </li>
  );
}

const storedGallery = (record: FormSectionProps['record']) => (record?.gallery ?? []) as string[];

/** The main image the save leaves: a new one chosen, else the stored one unless it is removed. */
const mainImageCount = (record: FormSectionProps['record'], image: unknown) =>
  choosesFile(image) || (record?.image && !removesFile(image)) ? 1 : 0;

function ProductImages({ form, record, idPrefix }: FormSectionProps) {
  const galleryInput = useRef<HTMLInputElement>(null);
  const existing = storedGallery(record);
  const existingUrls = (record?.gallery_urls ?? []) as string[];
  const existingMeta = (record?.gallery_meta ?? []) as Array<ImageMeta | null>;
  const gallery = form.watch('gallery') as File[];
  const removed = form.watch('remove_gallery') as string[];
  const library = form.watch('library_gallery') as PickedMedia[];
  const image = form.watch('image') as File | string | null;
  const [picking, setPicking] = useState(false);
  const imageCount = mainImageCount(record, image) + existing.length - removed.length + gallery.length + library.length;
  const { errors } = form.formState;
  const galleryError = errors.gallery?.message ?? errors.gallery?.root?.message;
  const revalidate = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const toggleRemoved = (path: string) =>
    form.setValue(
      'remove_gallery',
      removed.includes(path) ? removed.filter((item) => item !== path) : [...removed, path],
      revalidate,
    );
  const addFiles = (files: FileList | null) => {
    if (!files?.length) return;
    form.setValue('gallery', [...gallery, ...Array.from(files)], { shouldDirty: true, shouldValidate: true });
    if (galleryInput.current) galleryInput.current.value = '';
  };
  const addPicked = (picked: PickedMedia) => {
    setPicking(false);
    if (library.some((item) => item.path === picked.path) || existing.includes(picked.path)) return;
    const { path, url, name, meta } = picked;
    form.setValue('library_gallery', [...library, { path, url, name, meta }], {
      shouldDirty: true,
      shouldValidate: true,
    });
  };

  return (
    <fieldset className={resourceStyles.group}>
      <legend>Images</legend>
      <p className={styles.hint}>
        {imageCount} of {MAX_PRODUCT_IMAGES} images (main image and gallery together).
      </p>
      <div className={resourceStyles.field}>
        <label htmlFor={`${idPrefix}-image`} className={resourceStyles.label}>
          Main image
        </label>
        <FileField
          id={`${idPrefix}-image`}
          label="Main image"
          kind="image"
          value={image}
          onChange={(file) => form.setValue('image', file, { shouldDirty: true, shouldValidate: true })}
          currentUrl={record?.image_url as string | null | undefined}
          currentValue={record?.image as string | null | undefined}
          currentMeta={record?.image_meta as ImageMeta | null | undefined}
          removable={!productFields.image.required}
          invalid={Boolean(errors.image)}
        />
        {errors.image?.message ? <p className={resourceStyles.error}>{String(errors.image.message)}</p> : null}
      </div>
      <div className={resourceStyles.field}>
        <label htmlFor={`${idPrefix}-gallery`} className={resourceStyles.label}>
          Add gallery images
        </label>
        <div className={resourceStyles.fileChoices}>
          <input
            ref={galleryInput}
            id={`${idPrefix}-gallery`}
            type="file"
            accept="image/*"
            multiple
            className={resourceStyles.fileInput}
            onChange={(event) => addFiles(event.target.files)}
            aria-invalid={galleryError ? true : undefined}
          />
          <Button size="sm" icon={faPhotoFilm} aria-haspopup="dialog" onClick={() => setPicking(true)}>
            Choose from library <span className="visually-hidden">for the gallery</span>
          </Button>
        </div>
        {galleryError ? <p className={resourceStyles.error}>{String(galleryError)}</p> : null}
        {picking ? <MediaPicker kind="image" onPick={addPicked} onClose={() => setPicking(false)} /> : null}
        {existing.length + gallery.length + library.length > 0 ? (
          <ul className={styles.gallery} aria-label="Gallery images">
            {existing.map((path, index) => (
              <StoredImage
                key={path}
                path={path}
                url={existingUrls[index]}
                meta={existingMeta[index]}
                index={index}
                removed={removed.includes(path)}
                onToggle={() => toggleRemoved(path)}
              />
            ))}
            {library.map((picked) => (
              <LibraryImage
                key={picked.path}
                picked={picked}
                onRemove={() =>
                  form.setValue(
                    'library_gallery',
                    library.filter((item) => item.path !== picked.path),
                    revalidate,
                  )
                }
              />
            ))}
            {gallery.map((file, index) => (
              <NewImage
                key={`${file.name}-${file.size}-${file.lastModified}`}
                file={file}
                index={index}
                onRemove={() =>
                  form.setValue(
                    'gallery',
                    gallery.filter((_, at) => at !== index),
                    revalidate,
                  )
                }
              />
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}

const isPicked = (value: unknown): value is PickedMedia =>
  typeof value === 'object' && value !== null && typeof (value as PickedMedia).path === 'string';

/**
 * The main image and the gallery: up to 8 images in all, with previews (spec admin §3); either
 * may come from the media library (issue 47). The gallery the form began with is kept beside the
 * library's picks, which the save sends with it.
 */
export const productImages: FormSection = {
  fields: ['image', 'gallery', 'remove_gallery'],
  shape: () => ({
    image: fileFieldSchema('image', productFields.image, false),
    gallery: z.array(z.instanceof(File)),
    remove_gallery: z.array(z.string()),
    kept_gallery: z.array(z.string()),
    library_gallery: z.array(z.custom<PickedMedia>(isPicked)),
  }),
  refine: (values, context, record) => {
    const gallery = values.gallery as File[];
    const picked = values.library_gallery as PickedMedia[];
    const kept =
      storedGallery(record).length - (values.remove_gallery as string[]).length + gallery.length + picked.length;
    const main = mainImageCount(record, values.image);
    if (main + kept > MAX_PRODUCT_IMAGES) {
      context.addIssue({ code: 'custom', path: ['gallery'], message: productMessages.tooManyImages });
    }
    if (gallery.some((file) => file.type && !file.type.startsWith('image/'))) {
      context.addIssue({ code: 'custom', path: ['gallery'], message: 'The gallery must contain image files only.' });
    }
  },
  initial: (record) => ({
    image: null,
    gallery: [],
    remove_gallery: [],
    kept_gallery: storedGallery(record),
    library_gallery: [],
  }),
  // The save sends the library's picks by their stored paths.
  output: (values) => ({
    library_gallery: ((values.library_gallery ?? []) as unknown[]).filter(isPicked).map((picked) => picked.path),
  }),
  Component: ProductImages,
};

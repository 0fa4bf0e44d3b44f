import {
  MAX_PRODUCT_IMAGES,
  type ProductSpecification,
  productFields,
  productMessages,
  specificationLine,
} from '@grain/contract/catalogue';
import type { ImageMeta } from '@grain/contract/image-meta';
import { useRef } from 'react';
import { z } from 'zod';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { awaitsVariants, FileField, PROCESSING_NOTE, useObjectUrl } from '../resources/file-field.tsx';
import { fileFieldSchema } from '../resources/form-model.ts';
import resourceStyles from '../resources/resource.module.css';
import type { FormSection, FormSectionProps } from '../resources/resource-config.ts';
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

function ProductImages({ form, record, idPrefix }: FormSectionProps) {
  const galleryInput = useRef<HTMLInputElement>(null);
  const existing = storedGallery(record);
  const existingUrls = (record?.gallery_urls ?? []) as string[];
  const existingMeta = (record?.gallery_meta ?? []) as Array<ImageMeta | null>;
  const gallery = form.watch('gallery') as File[];
  const removed = form.watch('remove_gallery') as string[];
  const image = form.watch('image') as File | null;
  const imageCount = (record?.image || image ? 1 : 0) + existing.length - removed.length + gallery.length;
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
          invalid={Boolean(errors.image)}
        />
        {errors.image?.message ? <p className={resourceStyles.error}>{String(errors.image.message)}</p> : null}
      </div>
      <div className={resourceStyles.field}>
        <label htmlFor={`${idPrefix}-gallery`} className={resourceStyles.label}>
          Add gallery images
        </label>
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
        {galleryError ? <p className={resourceStyles.error}>{String(galleryError)}</p> : null}
        {existing.length + gallery.length > 0 ? (
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

/** The main image and the gallery: up to 8 images in all, with previews (spec admin §3). */
export const productImages: FormSection = {
  fields: ['image', 'gallery', 'remove_gallery'],
  shape: () => ({
    image: fileFieldSchema('image', productFields.image, false),
    gallery: z.array(z.instanceof(File)),
    remove_gallery: z.array(z.string()),
  }),
  refine: (values, context, record) => {
    const gallery = values.gallery as File[];
    const kept = storedGallery(record).length - (values.remove_gallery as string[]).length + gallery.length;
    const main = record?.image || values.image instanceof File ? 1 : 0;
    if (main + kept > MAX_PRODUCT_IMAGES) {
      context.addIssue({ code: 'custom', path: ['gallery'], message: productMessages.tooManyImages });
    }
    if (gallery.some((file) => file.type && !file.type.startsWith('image/'))) {
      context.addIssue({ code: 'custom', path: ['gallery'], message: 'The gallery must contain image files only.' });
    }
  },
  initial: () => ({ image: null, gallery: [], remove_gallery: [] }),
  Component: ProductImages,
};

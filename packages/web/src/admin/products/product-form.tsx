import { MAX_PRODUCT_IMAGES, productFields, productMessages } from '@grain/contract/catalogue';
import { fieldSchema } from '@grain/contract/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Product, ProductValues } from '../../api/admin/products.ts';
import { ImageWithFallback } from '../../ui/image-with-fallback.tsx';
import { FieldControl } from '../resources/field-control.tsx';
import { FileField, useObjectUrl } from '../resources/file-field.tsx';
import { type FormInput, fileFieldSchema } from '../resources/form-model.ts';
import resourceStyles from '../resources/resource.module.css';
import type { FormConfig } from '../resources/resource-config.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { LineListField, type Lines } from './line-list-field.tsx';
import styles from './products.module.css';

const SCALARS = [
  'name',
  'sku',
  'category_id',
  'sort_order',
  'price',
  'sale_price',
  'stock_quantity',
  'short_description',
  'description',
  'is_active',
  'is_featured',
  'customized',
] as const;

const groups: { legend: string; fields: (typeof SCALARS)[number][] }[] = [
  { legend: 'Product', fields: ['name', 'sku', 'category_id', 'sort_order'] },
  { legend: 'Price and stock', fields: ['price', 'sale_price', 'stock_quantity'] },
  { legend: 'Description', fields: ['short_description', 'description'] },
  { legend: 'Options', fields: ['is_active', 'is_featured', 'customized'] },
];

const config: FormConfig = {
  placeholders: { sku: 'PROD-001' },
  hints: {
    sale_price: 'Optional. A sale applies only when it is lower than the price.',
    description: 'Basic HTML is allowed (paragraphs, lists, links); it is cleaned on save.',
    customized: 'Made to order: listed among the customized products.',
  },
};

type Input = FormInput & {
  specifications: Lines;
  features: Lines;
  image: File | null;
  gallery: File[];
  remove_gallery: string[];
};

function productSchema(existingMain: boolean, existingGallery: number) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of SCALARS) shape[name] = fieldSchema(name, productFields[name]);
  const lines = z.array(z.object({ value: z.string() }));
  return z
    .object({
      ...shape,
      image: fileFieldSchema('image', productFields.image, false),
      gallery: z.array(z.instanceof(File)),
      remove_gallery: z.array(z.string()),
      specifications: lines,
      features: lines,
    })
    .superRefine((values, context) => {
      const gallery = existingGallery - values.remove_gallery.length + values.gallery.length;
      const main = existingMain || values.image instanceof File ? 1 : 0;
      if (main + gallery > MAX_PRODUCT_IMAGES) {
        context.addIssue({ code: 'custom', path: ['gallery'], message: productMessages.tooManyImages });
      }
      for (const file of values.gallery) {
        if (file.type && !file.type.startsWith('image/')) {
          context.addIssue({
            code: 'custom',
            path: ['gallery'],
            message: 'The gallery must contain image files only.',
          });
          break;
        }
      }
    });
}

function initial(product?: Product): Input {
  const toText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    name: product?.name ?? '',
    sku: toText(product?.sku),
    category_id: toText(product?.category_id),
    sort_order: product ? toText(product.sort_order) : '1',
    price: toText(product?.price),
    sale_price: toText(product?.sale_price),
    stock_quantity: product ? toText(product.stock_quantity) : '0',
    short_description: toText(product?.short_description),
    description: toText(product?.description),
    is_active: product ? product.is_active : true,
    is_featured: product ? product.is_featured : false,
    customized: product ? product.customized : false,
    specifications: (product?.specifications ?? []).map(({ key, value }) => ({
      value: value ? `${key}: ${value}` : key,
    })),
    features: (product?.features ?? []).map((value) => ({ value })),
    image: null,
    gallery: [],
    remove_gallery: [],
  };
}

function NewImage({ file, onRemove, index }: { file: File; onRemove: () => void; index: number }) {
  const url = useObjectUrl(file);
  return (
    <li className={styles.galleryItem}>
      {url ? <img src={url} alt={`New gallery upload ${index + 1}: ${file.name}`} /> : null}
      <span className={styles.galleryCaption}>New: {file.name}</span>
      <button type="button" className={styles.galleryAction} onClick={onRemove}>
        Remove<span className="visually-hidden"> new image {file.name}</span>
      </button>
    </li>
  );
}

interface Props {
  product?: Product;
  onSubmit: (values: ProductValues) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The product form (spec admin §3, §5): the contract's product fields, specification and
 * feature lines, the main image and a gallery (up to 8 images in all) with previews.
 */
export function ProductForm({ product, onSubmit, onCancel, onDirtyChange }: Props) {
  const idPrefix = useId();
  const existingGallery = product?.gallery ?? [];
  const resolver = useMemo(
    () =>
      zodResolver(productSchema(Boolean(product?.image), product?.gallery.length ?? 0)) as unknown as Resolver<Input>,
    [product],
  );
  const form = useForm<Input>({ resolver, defaultValues: initial(product) });
  const [failure, setFailure] = useState<Failure | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const { isDirty, isSubmitting, errors } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const gallery = form.watch('gallery');
  const removed = form.watch('remove_gallery');
  const image = form.watch('image');
  const imageCount = (product?.image || image ? 1 : 0) + existingGallery.length - removed.length + gallery.length;

  const toggleRemoved = (path: string) => {
    const next = removed.includes(path) ? removed.filter((item) => item !== path) : [...removed, path];
    form.setValue('remove_gallery', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const addFiles = (files: FileList | null) => {
    if (!files?.length) return;
    form.setValue('gallery', [...gallery, ...Array.from(files)], {
      shouldDirty: true,
      shouldValidate: true,
    });
    if (galleryInput.current) galleryInput.current.value = '';
  };

  const submit = form.handleSubmit(
    async (raw) => {
      setFailure(null);
      const values = raw as unknown as Omit<ProductValues, 'specifications' | 'features'> & {
        specifications: Lines;
        features: Lines;
      };
      try {
        await onSubmit({
          ...values,
          specifications: values.specifications.map((line) => line.value),
          features: values.features.map((line) => line.value),
        });
      } catch (error) {
        const described = describeFailure(error, product ? 'Failed to update product' : 'Failed to create product', [
          ...SCALARS,
          'image',
          'gallery',
          'specifications',
          'features',
        ]);
        setFailure(described);
        const fields = Object.entries(described.fieldErrors);
        for (const [name, message] of fields) form.setError(name, { type: 'server', message });
        const focusable = fields.find(([name]) => (SCALARS as readonly string[]).includes(name));
        if (focusable) form.setFocus(focusable[0]);
        else topRef.current?.scrollIntoView?.({ block: 'nearest' });
      }
    },
    () => setFailure(null),
  );

  const anyForm = form as unknown as Parameters<typeof FieldControl>[0]['form'];
  const galleryError = errors.gallery?.message ?? errors.gallery?.root?.message;
  return (
    <form onSubmit={submit} noValidate className={resourceStyles.form}>
      <div ref={topRef} />
      <FailureAlert failure={failure} />
      {groups.map((group) => (
        <fieldset key={group.legend} className={resourceStyles.group}>
          <legend>{group.legend}</legend>
          <div className={resourceStyles.grid}>
            {group.fields.map((name) => (
              <FieldControl
                key={name}
                name={name}
                field={productFields[name]}
                form={anyForm}
                idPrefix={idPrefix}
                config={config}
              />
            ))}
          </div>
        </fieldset>
      ))}

      <div className={styles.linesRow}>
        <LineListField
          control={form.control}
          register={form.register}
          name="specifications"
          legend="Specifications"
          lineLabel="Specification"
          addLabel="Add specification"
          placeholder="Material: Solid oak"
          hint='One per line as "Key: Value". Empty lines are dropped.'
          error={errors.specifications?.message}
        />
        <LineListField
          control={form.control}
          register={form.register}
          name="features"
          legend="Features"
          lineLabel="Feature"
          addLabel="Add feature"
          placeholder="Hand-finished with natural oil"
          hint="One feature per line. Empty lines are dropped."
          error={errors.features?.message}
        />
      </div>

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
            currentUrl={product?.image_url}
            currentValue={product?.image}
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
          {existingGallery.length + gallery.length > 0 ? (
            <ul className={styles.gallery} aria-label="Gallery images">
              {existingGallery.map((path, index) => {
                const isRemoved = removed.includes(path);
                return (
                  <li key={path} className={`${styles.galleryItem} ${isRemoved ? styles.removed : ''}`}>
                    <ImageWithFallback src={product?.gallery_urls[index]} alt={`Gallery ${index + 1}`} />
                    <span className={styles.galleryCaption}>{isRemoved ? 'Will be removed' : 'Current'}</span>
                    <button type="button" className={styles.galleryAction} onClick={() => toggleRemoved(path)}>
                      {isRemoved ? 'Undo' : 'Remove'}
                      <span className="visually-hidden"> gallery image {index + 1}</span>
                    </button>
                  </li>
                );
              })}
              {gallery.map((file, index) => (
                <NewImage
                  key={`${file.name}-${file.size}-${file.lastModified}`}
                  file={file}
                  index={index}
                  onRemove={() =>
                    form.setValue(
                      'gallery',
                      gallery.filter((_, at) => at !== index),
                      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
                    )
                  }
                />
              ))}
            </ul>
          ) : null}
        </div>
      </fieldset>

      <div className={`${resourceStyles.actions} ${resourceStyles.stickyActions}`}>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" busy={isSubmitting} busyText="Saving...">
          {product ? 'Update Product' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}

import { type KeyboardEvent, type MouseEvent, useEffect, useId, useState } from 'react';
import type { MediaItem } from '../../api/admin/media.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import styles from './media.module.css';

export interface Focal {
  x: number;
  y: number;
}

/** A percent as the API takes it: a whole number from 0 to 100. */
export const percentOf = (value: number): number => Math.min(100, Math.max(0, Math.round(value)));

/** The spot clicked on a picture, in whole percent of its width and height. */
export function focalAt(rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>, x: number, y: number): Focal {
  if (rect.width <= 0 || rect.height <= 0) return { x: 50, y: 50 };
  return { x: percentOf(((x - rect.left) / rect.width) * 100), y: percentOf(((y - rect.top) / rect.height) * 100) };
}

const STEPS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** One coordinate in whole percent; the field may be emptied while typing, and shows the point again after. */
function AxisInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        type="number"
        min={0}
        max={100}
        step={1}
        inputMode="numeric"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const number = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(number)) onChange(percentOf(number));
        }}
        onBlur={() => setText(String(value))}
      />
    </label>
  );
}

interface Props {
  item: Pick<MediaItem, 'name' | 'url' | 'meta'>;
  value: Focal;
  /** None: the point is shown, not changed (an author's view). */
  onChange?: (value: Focal) => void;
}

/**
 * The picture large, with its focal point: a click sets it where the subject is, the marker
 * moves with the arrow keys (Shift: 10 at a time), and the two number fields take it exactly.
 */
export function FocalPoint({ item, value, onChange }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const place = (event: MouseEvent<HTMLDivElement>) => {
    const image = event.currentTarget.querySelector('img');
    if (!onChange || !image) return;
    onChange(focalAt(image.getBoundingClientRect(), event.clientX, event.clientY));
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (!onChange || !step) return;
    event.preventDefault();
    const by = event.shiftKey ? 10 : 1;
    onChange({ x: percentOf(value.x + step[0] * by), y: percentOf(value.y + step[1] * by) });
  };
  const where = `${value.x}% across, ${value.y}% down`;

  return (
    <div className={styles.focal}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click is the mouse's way; the marker's arrow keys and the number fields are the keyboard's */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className={`${styles.focalFrame} ${onChange ? styles.focalEditable : ''}`} onClick={place}>
        <ResponsiveImage
          src={item.url}
          meta={item.meta}
          sizes="(min-width: 992px) 560px, calc(100vw - 48px)"
          alt={`Preview of ${item.name}`}
          className={styles.focalImage}
          loading="eager"
        />
        {onChange ? (
          <button
            type="button"
            className={styles.focalMarker}
            style={{ left: `${value.x}%`, top: `${value.y}%` }}
            aria-label={`Focal point, ${where}`}
            aria-describedby={hintId}
            onKeyDown={nudge}
          />
        ) : (
          <span className={styles.focalMarker} style={{ left: `${value.x}%`, top: `${value.y}%` }} aria-hidden="true" />
        )}
      </div>
      <fieldset className={styles.focalInputs} disabled={!onChange}>
        <legend>Focal point</legend>
        <AxisInput id={`${id}-x`} label="X %" value={value.x} onChange={(x) => onChange?.({ ...value, x })} />
        <AxisInput id={`${id}-y`} label="Y %" value={value.y} onChange={(y) => onChange?.({ ...value, y })} />
      </fieldset>
      <p id={hintId} className={styles.hint}>
        {onChange
          ? 'Click the picture where its subject is, or move the marker with the arrow keys: crops keep that spot in view.'
          : `The subject is at ${where}: crops keep that spot in view.`}
      </p>
    </div>
  );
}

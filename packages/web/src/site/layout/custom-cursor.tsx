import { useEffect, useRef, useState } from 'react';
import styles from './custom-cursor.module.css';

/** Elements (sliders, carousels) over which the cursor grows and reads "Drag". */
export const DRAG_CURSOR_SELECTOR = '[data-cursor="drag"]';

const setData = (element: HTMLElement, key: string, value: string) => {
  if (element.dataset[key] !== value) element.dataset[key] = value;
};

/**
 * A soft ring that follows the mouse, labelled Drag over draggable sliders. Only for fine
 * pointers (never on touch); it ignores the pointer itself so it never blocks a click.
 */
export function CustomCursor() {
  const [enabled, setEnabled] = useState(false);
  const cursorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = window.matchMedia('(pointer: fine)');
    const update = () => setEnabled(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const cursor = cursorRef.current;
    if (!enabled || !cursor) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    const paint = () => {
      frame = 0;
      cursor.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      x = event.clientX;
      y = event.clientY;
      const target = event.target instanceof Element ? event.target : null;
      // Written only when they change: each write makes the browser match the ring's styles again.
      setData(cursor, 'visible', 'true');
      setData(cursor, 'drag', String(Boolean(target?.closest(DRAG_CURSOR_SELECTOR))));
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const onLeave = () => setData(cursor, 'visible', 'false');
    const onDown = () => setData(cursor, 'pressed', 'true');
    const onUp = () => setData(cursor, 'pressed', 'false');
    window.addEventListener('pointermove', onMove, { passive: true });
    window.addEventListener('pointerdown', onDown, { passive: true });
    window.addEventListener('pointerup', onUp, { passive: true });
    document.documentElement.addEventListener('mouseleave', onLeave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp);
      document.documentElement.removeEventListener('mouseleave', onLeave);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div ref={cursorRef} className={styles.cursor} data-visible="false" data-drag="false" aria-hidden="true">
      <span className={styles.ring}>
        <span className={styles.label}>Drag</span>
      </span>
    </div>
  );
}

import { type FocusEvent, useState } from 'react';

/** Handlers for a carousel's box: its autoplay pauses under the pointer and while focus is inside. */
export interface Pausing {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
}

/**
 * Whether a carousel's autoplay is paused: the pointer is over its box (spec public §9) or keyboard
 * focus is inside it, which keeps the slide still while it is read. Leaving starts it again.
 */
export function usePausing(): { paused: boolean; pausing: Pausing } {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: hovered || focused,
    pausing: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

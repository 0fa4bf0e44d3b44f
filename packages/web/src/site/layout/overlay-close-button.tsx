import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import type { Ref } from 'react';
import { Icon } from '../../ui/icon.tsx';

/** The × of an overlay (./use-overlay.ts): the browser hides the popover `target`, with or without the app. */
export function OverlayCloseButton({
  target,
  label,
  className,
  ref,
}: {
  target: string;
  label: string;
  className: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      popoverTarget={target}
      popoverTargetAction="hide"
      aria-label={label}
    >
      <Icon icon={faXmark} />
    </button>
  );
}

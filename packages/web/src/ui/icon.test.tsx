import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import { faPenRuler } from '@fortawesome/free-solid-svg-icons/faPenRuler';
import { faTruck } from '@fortawesome/free-solid-svg-icons/faTruck';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.tsx';
import { iconFromClass } from './icon-names.ts';

describe('Icon', () => {
  it('draws the definition as an inline SVG hidden from assistive technology', () => {
    const { container } = render(<Icon icon={faCouch} className="extra" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 640 512');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('data-icon', 'couch');
    expect(svg.getAttribute('class')).toContain('extra');
    expect(svg.querySelector('path')).toHaveAttribute('d', faCouch.icon[4] as string);
    expect(container.querySelector('i')).toBeNull();
  });

  it('is an image named by its label when it carries meaning', () => {
    render(<Icon icon={faTruck} label="Delivery" />);
    const image = screen.getByRole('img', { name: 'Delivery' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });
});

describe('iconFromClass', () => {
  it('finds the icon a Font Awesome class list names, in either style prefix', () => {
    expect(iconFromClass('fas fa-truck')).toBe(faTruck);
    expect(iconFromClass('fa-solid fa-couch')).toBe(faCouch);
    expect(iconFromClass('  FAS   FA-TRUCK ')).toBe(faTruck);
  });

  it('knows the icons by their older names too (the demo content uses fa-pencil-ruler)', () => {
    expect(iconFromClass('fas fa-pencil-ruler')).toBe(faPenRuler);
  });

  it('falls back to the hammer, or the given icon, for an unknown or empty name', () => {
    expect(iconFromClass('fas fa-not-an-icon')).toBe(faHammer);
    expect(iconFromClass('')).toBe(faHammer);
    expect(iconFromClass('fas fa-unknown', faCouch)).toBe(faCouch);
  });

  it('draws every icon class the demo content stores', () => {
    for (const [name, icon] of [
      ['fas fa-pencil-ruler', 'pen-ruler'],
      ['fas fa-tree', 'tree'],
      ['fas fa-hammer', 'hammer'],
      ['fas fa-truck', 'truck'],
      ['fas fa-ruler-combined', 'ruler-combined'],
    ]) {
      expect(iconFromClass(name, faCouch).iconName).toBe(icon);
    }
  });
});

import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import { faPenRuler } from '@fortawesome/free-solid-svg-icons/faPenRuler';
import { faTruck } from '@fortawesome/free-solid-svg-icons/faTruck';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, type IconDefinition } from './icon.tsx';
import { iconFromClass } from './icon-names.ts';
import { IconSpriteContext, spriteHtml } from './icon-sprite.ts';

describe('Icon', () => {
  it('draws the definition as an inline SVG hidden from assistive technology', () => {
    const { container } = render(<Icon icon={faCouch} className="extra" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 640 512');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('data-icon', 'couch');
    expect(svg.getAttribute('class')).toContain('extra');
    expect(svg.querySelector('use')).toHaveAttribute('href', '#icon-fas-couch');
    expect(container.querySelector('i')).toBeNull();
  });

  it('draws its path once, as a symbol of the page’s sprite, however often it is used', () => {
    render(
      <>
        <Icon icon={faHammer} />
        <Icon icon={faHammer} />
      </>,
    );
    const symbols = document.querySelectorAll('#icon-sprite symbol#icon-fas-hammer');
    expect(symbols).toHaveLength(1);
    expect(symbols[0]).toHaveAttribute('viewBox', `0 0 ${faHammer.icon[0]} ${faHammer.icon[1]}`);
    expect(symbols[0].querySelector('path')).toHaveAttribute('d', faHammer.icon[4] as string);
  });

  it('lists the icons a server render used, for the sprite the page carries', () => {
    const used = new Set<IconDefinition>();
    const html = renderToString(
      <IconSpriteContext value={used}>
        <Icon icon={faTruck} />
        <Icon icon={faCouch} />
        <Icon icon={faTruck} />
      </IconSpriteContext>,
    );
    expect([...used]).toEqual([faTruck, faCouch]);
    expect(html).not.toContain('<path');
    const sprite = spriteHtml(used);
    expect(sprite).toContain(`<symbol id="icon-fas-truck" viewBox="0 0 ${faTruck.icon[0]} ${faTruck.icon[1]}">`);
    expect(sprite).toContain(`<path d="${faCouch.icon[4]}"/>`);
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

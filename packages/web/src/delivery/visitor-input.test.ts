import { describe, expect, it } from 'vitest';
import { giveBackVisitorInput, takeVisitorInput } from './visitor-input.ts';

const page = (heading: string) => `
  <h1>${heading}</h1>
  <form action="/contact" method="post">
    <input name="first_name" value="">
    <textarea name="message"></textarea>
    <input type="hidden" name="website" value="">
    <select name="topic"><option value="a" selected>A</option><option value="b">B</option></select>
  </form>
  <form action="/products/1"><input type="radio" name="picture" value="1" checked><input type="radio" name="picture" value="2"></form>
  <details name="faq" open><summary>First?</summary>One.</details>
  <details name="faq"><summary>Second?</summary>Two.</details>`;

describe('the visitor input carried over a page rendered anew', () => {
  it('puts back typed text, choices and the open answer on the new render, and nothing else', () => {
    const root = document.createElement('div');
    root.innerHTML = page('Before');
    root.querySelector<HTMLInputElement>('[name="first_name"]')!.value = 'Ada';
    root.querySelector<HTMLTextAreaElement>('[name="message"]')!.value = 'A table, please.';
    root.querySelector<HTMLSelectElement>('[name="topic"]')!.value = 'b';
    root.querySelector<HTMLInputElement>('[name="picture"][value="2"]')!.checked = true;
    root.querySelectorAll('details')[1].open = true;
    root.querySelectorAll('details')[0].open = false;

    const input = takeVisitorInput(root);
    root.innerHTML = page('After');
    giveBackVisitorInput(root, input);

    expect(root.querySelector('h1')!.textContent).toBe('After');
    expect(root.querySelector<HTMLInputElement>('[name="first_name"]')!.value).toBe('Ada');
    expect(root.querySelector<HTMLTextAreaElement>('[name="message"]')!.value).toBe('A table, please.');
    expect(root.querySelector<HTMLSelectElement>('[name="topic"]')!.value).toBe('b');
    expect(root.querySelector<HTMLInputElement>('[name="picture"]:checked')!.value).toBe('2');
    expect([...root.querySelectorAll('details')].map((details) => details.open)).toEqual([false, true]);
  });

  it('leaves a <details> the new render changed as it is rendered', () => {
    const root = document.createElement('div');
    root.innerHTML = page('Before');
    const input = takeVisitorInput(root);
    root.innerHTML = page('After').replace('First?', 'Edited first?');
    giveBackVisitorInput(root, input);
    expect([...root.querySelectorAll('details')].map((details) => details.open)).toEqual([true, false]);
  });

  it('carries nothing from a page the visitor left untouched', () => {
    const root = document.createElement('div');
    root.innerHTML = page('Untouched');
    expect(takeVisitorInput(root)).toEqual({
      fields: [],
      details: [
        ['faq|First?', true],
        ['faq|Second?', false],
      ],
      openPopovers: [],
    });
  });
});

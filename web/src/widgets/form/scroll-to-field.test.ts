import { describe, expect, it } from 'vitest';
import { centredScrollTop, scrollContainerOf } from './scroll-to-field';

const box = { scrollTop: 1000, maxScrollTop: 2000, viewTop: 84, viewHeight: 816, fieldTop: 0, fieldHeight: 40 };

describe('the scroll to a field in error', () => {
  it('centres the field in what the top bar leaves visible', () => {
    // A field 300 px above the window's top: the page scrolls up until it sits in the middle below the bar.
    const top = centredScrollTop({ ...box, fieldTop: -300 });
    const fieldOnScreen = -300 - (top - box.scrollTop);
    expect(fieldOnScreen).toBe(84 + (816 - 40) / 2);
  });

  it('keeps within the container’s scroll, never above its top nor past its end', () => {
    expect(centredScrollTop({ ...box, fieldTop: -5000 })).toBe(0);
    expect(centredScrollTop({ ...box, fieldTop: 5000 })).toBe(2000);
  });

  it('shows a field taller than the view from its top, with its label', () => {
    const top = centredScrollTop({ ...box, fieldTop: 500, fieldHeight: 2000 });
    expect(500 - (top - box.scrollTop)).toBe(84 + 16);
  });

  it('scrolls the nearest box a person scrolls, passing over boxes that only clip', () => {
    const outer = document.createElement('div');
    outer.style.overflowY = 'auto';
    const clip = document.createElement('div');
    clip.style.overflow = 'hidden';
    const field = document.createElement('div');
    clip.append(field);
    outer.append(clip);
    document.body.append(outer);
    // jsdom lays nothing out: the boxes say how much they hold.
    for (const el of [outer, clip]) {
      Object.defineProperty(el, 'scrollHeight', { value: 2000 });
      Object.defineProperty(el, 'clientHeight', { value: 500 });
    }
    expect(scrollContainerOf(field)).toBe(outer);
    outer.style.overflowY = 'visible';
    expect(scrollContainerOf(field)).toBe(document.scrollingElement ?? document.documentElement);
    outer.remove();
  });
});

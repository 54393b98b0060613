import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// Options made once: new ones each render would make new sensors, and every sortable item re-render.
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };
const KEYBOARD_SPACE = {
  coordinateGetter: sortableKeyboardCoordinates,
  keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
};

/**
 * The sensors of a list sorted with @dnd-kit: the pointer after 4px of movement (a click stays a click), and
 * the keyboard on the focused handle, moving by the list's own places. `pickUp: 'space'` leaves Enter to the
 * item (the page designer's grip selects its component with Enter); otherwise Space or Enter picks up.
 */
export function useSortableSensors(pickUp: 'space' | 'space-or-enter' = 'space-or-enter') {
  return useSensors(
    useSensor(PointerSensor, POINTER),
    useSensor(KeyboardSensor, pickUp === 'space' ? KEYBOARD_SPACE : KEYBOARD),
  );
}

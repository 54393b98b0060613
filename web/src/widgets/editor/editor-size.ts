/** The writing area's height unless a page asks for another, and the toolbar's above it (one row of buttons). */
export const EDITOR_HEIGHT = 320;
export const TOOLBAR_HEIGHT = 42;

import { DECOR_THEMES, type DecorTheme } from '@console/contracts';
import { createContext, useContext } from 'react';

/** The theme the preview is drawn in (the store's theme, or the one being tried in the theme drawer). */
export const PreviewThemeContext = createContext<DecorTheme>(DECOR_THEMES[0]);
export const usePreviewTheme = () => useContext(PreviewThemeContext);

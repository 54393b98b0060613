import { type GetProps, Typography, theme } from 'antd';
import { type CSSProperties, createContext, type ReactNode, useContext } from 'react';

type Look = 1 | 2 | 3 | 4 | 5;
type TitleProps = GetProps<typeof Typography.Title>;

/**
 * The level of the heading the content here sits under: 1 inside a page (its one h1 is drawn by the shell's
 * PageHost), one more inside each `HeadingSection`. Dialogs and drawers are React portals, so they read the
 * level of the part of the page that opened them.
 */
const OutlineLevel = createContext(1);

/** The content below a heading: the headings inside it are one level deeper. */
export function HeadingSection({ children }: { children: ReactNode }) {
  const level = useContext(OutlineLevel);
  return <OutlineLevel.Provider value={level + 1}>{children}</OutlineLevel.Provider>;
}

/** The level the next heading here takes: one below the heading its content sits under (h6 at most). */
export function useHeadingLevel(): number {
  return Math.min(useContext(OutlineLevel) + 1, 6);
}

/**
 * A heading at its place in the page's outline (h1, h2, h3 without a jump, as screen readers list them), drawn
 * at the size the design gives it. antd's Title ties its tag to its size; here the tag comes from the outline and
 * `look` says which Title size to draw (the theme's fontSizeHeadingN and lineHeightHeadingN). Without `look` it
 * takes the size and weight of the text around it: a card's title made a heading keeps the card's look.
 */
export function Heading({ look, style, ...props }: Omit<TitleProps, 'level'> & { look?: Look }) {
  const { token } = theme.useToken();
  const level = useHeadingLevel();
  const size: CSSProperties = look
    ? { fontSize: token[`fontSizeHeading${look}`], lineHeight: token[`lineHeightHeading${look}`] }
    : {
        font: 'inherit',
        color: 'inherit',
        margin: 0,
        overflow: 'inherit',
        textOverflow: 'inherit',
        whiteSpace: 'inherit',
      };
  // antd's Title draws levels 1–5; a sixth level (never reached by the console's pages) is still an h5 to the eye.
  const tag = Math.min(level, 5) as Look;
  return (
    <Typography.Title {...props} level={tag} aria-level={level > 5 ? level : undefined} style={{ ...size, ...style }} />
  );
}

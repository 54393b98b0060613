import { Flex, Spin, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { EDITOR_HEIGHT, TOOLBAR_HEIGHT } from './editor-size';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * The rich-text editor, whose code (Quill) loads when a page first shows one. Until then its place is held at
 * its own size: the fields and buttons below it must not jump down under a pointer when it arrives (a save
 * clicked just then landed on the editor instead).
 */
export function LazyRichTextEditor(p: RichTextEditorProps) {
  const { token } = theme.useToken();
  const heldPlace = (
    <Flex
      align="center"
      justify="center"
      aria-busy="true"
      style={{
        boxSizing: 'border-box',
        // The toolbar, the writing area and the writing area's border, as the editor draws them.
        height: TOOLBAR_HEIGHT + (p.height ?? EDITOR_HEIGHT) + 1,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: 8,
      }}
    >
      <Spin />
    </Flex>
  );
  return (
    <Suspense fallback={heldPlace}>
      <RichTextEditor {...p} />
    </Suspense>
  );
}

import {
  DECOR_COMPONENTS,
  type DecorType,
  decorDraftUrl,
  decorTheme,
  pageProblems,
  type ShopStore,
} from '@console/contracts';
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  pointerWithin,
} from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useSortableSensors } from '../../../widgets/sortable/useSortableSensors';
import { Canvas, END_ZONE_ID, type ItemCommand } from './Canvas';
import { DesignerHeader } from './DesignerHeader';
import { type Design, designReducer, docChange, historyKey } from './design-state';
import {
  canInsert,
  copyComponent,
  insertComponent,
  moveComponent,
  removeComponent,
  setIn,
  stepComponent,
  toggleHidden,
  updateComponent,
} from './doc-ops';
import { canRedo, canUndo, createHistory } from './history';
import { type FixedPart, Palette, typeOfPaletteId } from './Palette';
import { PreviewDialog } from './PreviewDialog';
import { NavPanel, PageSettingsPanel, PropertyPanel } from './panel/PropertyPanel';
import { TabBarPanel } from './panel/TabBarPanel';
import { PreviewThemeContext } from './render/context';
import { flagsByComponent } from './text-flags';
import { type Loaded, useDesignSave } from './useDesignSave';

type Path = (string | number)[];
type Selection = { kind: 'component'; id: string } | { kind: FixedPart };
type Drag = { kind: 'new'; type: DecorType } | { kind: 'move'; id: string };

// Palette entries land where the pointer is; moved components go to the closest place (the keyboard's too).
const collide: CollisionDetection = (args) => {
  if (typeOfPaletteId(args.active.id)) return pointerWithin(args);
  return closestCenter(args);
};

export function Designer(p: {
  pageId: number;
  loaded: Loaded;
  store: ShopStore;
  account: string;
  h5Link: string | null;
  onReloadStore: () => Promise<ShopStore | undefined>;
}) {
  const first = useMemo<Design>(() => ({ name: p.loaded.page.name, doc: p.loaded.draft }), [p.loaded]);
  const [history, dispatch] = useReducer(designReducer, first, (d) => createHistory(d));
  const [selection, setSelection] = useState<Selection>({ kind: 'page' });
  const [drag, setDrag] = useState<Drag | null>(null);
  const [dropBeforeId, setDropBeforeId] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const onPreview = useCallback(() => setPreviewing(true), []);
  const present = history.present;
  const { doc } = present;
  const save = useDesignSave({
    pageId: p.pageId,
    account: p.account,
    loaded: p.loaded,
    first,
    present,
    dispatch,
    select: setSelection,
  });

  // Ctrl+Z / Ctrl+Shift+Z everywhere but in the rich-text editor, which has its own history.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = historyKey(e);
      if (!action) return;
      if (e.target instanceof HTMLElement && e.target.isContentEditable) return;
      e.preventDefault();
      dispatch({ type: action });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const selectedId = selection.kind === 'component' ? selection.id : null;
  const selectedIndex = selectedId ? doc.components.findIndex((c) => c.id === selectedId) : -1;
  const selected = selectedIndex >= 0 ? doc.components[selectedIndex] : undefined;

  // The selected component in view (after adding, copying or a refused publish).
  useEffect(() => {
    if (!selectedId) return;
    document.querySelector(`[data-id="${CSS.escape(selectedId)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  const docRef = useRef(doc);
  docRef.current = doc;
  const selectRef = useRef(selectedId);
  selectRef.current = selectedId;

  const add = useCallback((type: DecorType, at?: number) => {
    const current = docRef.current;
    const afterSelected = current.components.findIndex((c) => c.id === selectRef.current);
    const index = at ?? (afterSelected >= 0 ? afterSelected + 1 : current.components.length);
    const out = insertComponent(current, type, index);
    if (!out.id) return;
    dispatch({ type: 'change', change: docChange(() => out.doc) });
    setSelection({ kind: 'component', id: out.id });
  }, []);

  const onSelect = useCallback((id: string) => setSelection({ kind: 'component', id }), []);
  const onFixed = useCallback((part: FixedPart) => setSelection({ kind: part }), []);
  const onCommand = useCallback((id: string, command: ItemCommand) => {
    const current = docRef.current;
    switch (command) {
      case 'up':
      case 'down':
        dispatch({ type: 'change', change: docChange((d) => stepComponent(d, id, command === 'up' ? -1 : 1)) });
        return;
      case 'copy': {
        const out = copyComponent(current, id);
        if (!out.id) return;
        dispatch({ type: 'change', change: docChange(() => out.doc) });
        setSelection({ kind: 'component', id: out.id });
        return;
      }
      case 'hide':
        dispatch({ type: 'change', change: docChange((d) => toggleHidden(d, id)) });
        return;
      case 'remove': {
        const at = current.components.findIndex((c) => c.id === id);
        const neighbour = current.components[at + 1] ?? current.components[at - 1];
        dispatch({ type: 'change', change: docChange((d) => removeComponent(d, id)) });
        setSelection(neighbour ? { kind: 'component', id: neighbour.id } : { kind: 'page' });
        return;
      }
    }
  }, []);

  const setComponentPath = useCallback(
    (path: Path, next: unknown, merge: boolean) => {
      if (!selectedId) return;
      dispatch({
        type: 'change',
        change: docChange((d) => updateComponent(d, selectedId, (c) => setIn(c, path, next))),
        mergeKey: merge ? `${selectedId}:${path.join('.')}` : undefined,
      });
    },
    [selectedId],
  );
  const setDocPath = useCallback((path: Path, next: unknown, merge: boolean) => {
    dispatch({
      type: 'change',
      change: docChange((d) => setIn(d, path, next)),
      mergeKey: merge ? `doc:${path.join('.')}` : undefined,
    });
  }, []);
  const setName = useCallback((name: string) => {
    dispatch({ type: 'change', change: (d) => (d.name === name ? d : { ...d, name }), mergeKey: 'name' });
  }, []);

  // Dragging: from the palette (a new component before the one under the pointer, or at the end) or within the page.
  const sensors = useSortableSensors('space');
  const indexOf = (id: unknown) => docRef.current.components.findIndex((c) => c.id === id);
  const labelOf = (id: unknown) => {
    const type = typeOfPaletteId(id);
    if (type) return DECOR_COMPONENTS[type].label;
    const c = docRef.current.components[indexOf(id)];
    return c ? DECOR_COMPONENTS[c.type].label : '组件';
  };
  const placeOf = (id: unknown) => (id === END_ZONE_ID ? docRef.current.components.length : indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      typeOfPaletteId(active.id)
        ? `已拿起「${labelOf(active.id)}」`
        : `已拿起第 ${indexOf(active.id) + 1} 个组件「${labelOf(active.id)}」`,
    onDragOver: ({ active, over }) =>
      over ? `「${labelOf(active.id)}」移到第 ${placeOf(over.id)} 个位置` : '不在可放置的位置',
    onDragEnd: ({ active, over }) =>
      over ? `「${labelOf(active.id)}」已放到第 ${placeOf(over.id)} 个位置` : '已放下，位置未变',
    onDragCancel: ({ active }) => `已取消移动「${labelOf(active.id)}」`,
  };
  const onDragStart = (e: DragStartEvent) => {
    const type = typeOfPaletteId(e.active.id);
    setDrag(type ? { kind: 'new', type } : { kind: 'move', id: String(e.active.id) });
  };
  const onDragOver = (e: DragOverEvent) => {
    if (!typeOfPaletteId(e.active.id)) return;
    setDropBeforeId(e.over && e.over.id !== END_ZONE_ID ? String(e.over.id) : null);
  };
  const endDrag = () => {
    setDrag(null);
    setDropBeforeId(null);
  };
  const onDragEnd = (e: DragEndEvent) => {
    endDrag();
    if (!e.over) return;
    const type = typeOfPaletteId(e.active.id);
    const at = e.over.id === END_ZONE_ID ? docRef.current.components.length : indexOf(e.over.id);
    if (at < 0) return;
    if (type) {
      add(type, at);
      return;
    }
    const id = String(e.active.id);
    dispatch({ type: 'change', change: docChange((d) => moveComponent(d, id, Math.min(at, d.components.length - 1))) });
  };

  const onHistory = useCallback((action: 'undo' | 'redo') => dispatch({ type: action }), []);

  const { settings, nav } = doc;
  const { flags } = save;
  const flagged = useMemo(() => flagsByComponent(flags), [flags]);
  const pageSettingProblems = useMemo(
    () => [
      ...flags
        .filter((f) => f.place.kind === 'page')
        .map((f) => ({ path: ['settings', ...f.path], message: f.message })),
      ...pageProblems({ settings, nav, components: [] }).map((pr) => ({
        path: ['settings', ...pr.path],
        message: pr.message,
      })),
    ],
    [settings, nav, flags],
  );
  const selectedFlags = selected ? flags.filter((f) => f.place.kind === 'component' && f.place.id === selected.id) : [];
  const theme = decorTheme(p.store.themeId);
  const dragLabel = drag ? (drag.kind === 'new' ? DECOR_COMPONENTS[drag.type].label : labelOf(drag.id)) : '';

  return (
    <div className="decor-designer">
      <DesignerHeader
        name={present.name}
        dirty={save.dirty}
        kept={save.kept}
        failed={save.failed}
        canUndo={canUndo(history)}
        canRedo={canRedo(history)}
        onHistory={onHistory}
        onPreview={onPreview}
        saving={save.saving}
        publishing={save.publishing}
        onSave={save.onSave}
        onPublish={save.onPublish}
      />
      <DndContext
        sensors={sensors}
        collisionDetection={collide}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={endDrag}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: '按空格键拿起组件，用上下方向键移动，再按空格键放下，按 Esc 取消' },
        }}
      >
        <div className="decor-columns">
          {/* Columns of the page, not landmarks of their own: an aside inside main is no top-level complementary
              landmark, and the palette is its own region (组件库). */}
          <div className="decor-left">
            <Palette onAdd={add} onFixed={onFixed} full={!canInsert(doc)} />
          </div>
          <section className="decor-centre" aria-label="画布">
            <PreviewThemeContext.Provider value={theme}>
              <Canvas
                doc={doc}
                tabBar={p.store.tabBar}
                selected={selectedId}
                flagged={flagged}
                dropBeforeId={dropBeforeId}
                paletteDragging={drag?.kind === 'new'}
                onSelect={onSelect}
                onFixed={onFixed}
                onCommand={onCommand}
              />
            </PreviewThemeContext.Provider>
          </section>
          <section className="decor-right" aria-label="属性">
            {selected ? (
              <PropertyPanel
                key={selected.id}
                c={selected}
                index={selectedIndex}
                set={setComponentPath}
                flags={selectedFlags}
              />
            ) : selection.kind === 'nav' ? (
              <NavPanel doc={doc} set={setDocPath} />
            ) : selection.kind === 'tabbar' ? (
              <TabBarPanel store={p.store} onReload={p.onReloadStore} />
            ) : (
              <PageSettingsPanel
                name={present.name}
                doc={doc}
                problems={pageSettingProblems}
                nameFlag={flags.find((f) => f.place.kind === 'name')?.message}
                setName={setName}
                set={setDocPath}
              />
            )}
          </section>
        </div>
        <DragOverlay dropAnimation={null}>
          {drag ? (
            <div className="decor-drag-chip" data-testid="decor-drag-overlay">
              {dragLabel}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <ConflictDialog what="此页面" {...save.conflict} />
      <PreviewDialog
        open={previewing}
        onClose={() => setPreviewing(false)}
        doc={doc}
        tabBar={p.store.tabBar}
        theme={theme}
        previewUrl={p.h5Link ? decorDraftUrl(p.h5Link, p.pageId) : null}
        dirty={save.dirty}
      />
    </div>
  );
}

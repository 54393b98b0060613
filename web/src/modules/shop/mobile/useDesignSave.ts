import { chinaMs, type DecorPage, pageProblems, UI } from '@console/contracts';
import { App } from 'antd';
import { type Dispatch, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { useUnsavedChanges } from '../../../shell/unsaved';
import type { Conflict } from '../../../widgets/conflict/ConflictDialog';
import { scrollToElement } from '../../../widgets/form/scroll-to-field';
import { useValidate } from '../../../widgets/form/useValidate';
import type { Design, DesignAction } from './design-state';
import { type DesignText, designTexts, fieldIdsOf, standingFlags, type TextFlag } from './text-flags';
import { useLocalDraft } from './useLocalDraft';

/** The page as the designer opened it: its saved version and its draft. */
export interface Loaded {
  page: { id: number; name: string; version: number; updateDate: string };
  draft: DecorPage;
}

/** Where a refused save sends the person: the page settings (its name) or the component at fault. */
type Target = { kind: 'page' } | { kind: 'component'; id: string };

/**
 * Saving the designer's page: a draft or the live page, each on the version this designer loaded (a newer one
 * is a conflict, answered in the conflict dialog); publishing refused while a component has a problem, naming
 * it; either refused while the forbidden-word check refuses a text, marking its component and field; the design
 * kept in IndexedDB until the server has it, and offered back when the page opens again.
 */
export function useDesignSave(p: {
  pageId: number;
  account: string;
  loaded: Loaded;
  /** The design as loaded: what the server has until a save. */
  first: Design;
  present: Design;
  dispatch: Dispatch<DesignAction>;
  select: (target: Target) => void;
}) {
  const message = useMessage();
  const { modal } = App.useApp();
  const utils = trpc.useUtils();
  const { pageId, present, dispatch, select } = p;
  const [saved, setSaved] = useState<Design>(p.first);
  const [version, setVersion] = useState(p.loaded.page.version);
  const [conflict, setConflict] = useState<(Conflict & { kind: 'draft' | 'publish' }) | null>(null);
  const dirty = present !== saved;
  useUnsavedChanges(dirty);

  const local = useLocalDraft({
    account: p.account,
    pageId,
    present,
    saved,
    version,
    serverUpdatedAt: chinaMs(p.loaded.page.updateDate),
  });

  // A kept draft newer than the server's: offered once, restored as an undoable change.
  const { offer, settle, drop } = local;
  useEffect(() => {
    if (!offer) return;
    const when = new Date(offer.savedAt).toLocaleString('zh-CN', { hour12: false });
    modal.confirm({
      title: '发现未保存的修改',
      content: `本机保存了 ${when} 对「${offer.name}」的修改，尚未保存到服务器。是否恢复？`,
      okText: '恢复',
      cancelText: '放弃',
      onOk: () => {
        dispatch({ type: 'change', change: () => ({ name: offer.name, doc: offer.doc }) });
        settle();
      },
      // The dialog stays (its button loading) until the kept copy is gone: a reload right after 放弃 must
      // not find it again.
      onCancel: () => drop().finally(settle),
    });
  }, [offer, modal, settle, drop, dispatch]);

  // Texts the forbidden-word check refused at the last save; each stands until its text changes.
  const { hits } = useValidate();
  const [flags, setFlags] = useState<TextFlag[]>([]);
  /** Checks every text of the design (spec §5, before a save and before publishing); true when none is refused. */
  const checkTexts = useCallback(
    async (design: Design): Promise<boolean> => {
      const texts = designTexts(design.name, design.doc);
      const found = await hits(texts.map((t, i) => ({ name: String(i), text: t.text }))).catch(() => null);
      // The check could not run: the error policy has said why, and nothing unchecked is saved.
      if (!found) return false;
      const raised = found.map((h) => {
        const { text: _text, ...t } = texts[Number(h.name)] as DesignText;
        return { ...t, message: h.message };
      });
      setFlags(raised);
      const first = raised[0];
      if (!first) return true;
      message.error(`${first.where}：${first.message}`);
      select(first.place.kind === 'component' ? first.place : { kind: 'page' });
      // The field in view once the panel shows it, after the spec's 100 ms (§5).
      setTimeout(() => {
        // The control, or the label of a field whose control has no id of its own (the rich-text editor).
        const field = fieldIdsOf(first)
          .map((id) => document.getElementById(id) ?? document.querySelector<HTMLElement>(`label[for="${id}"]`))
          .find((el): el is HTMLElement => el !== null);
        if (!field) return;
        // In its panel's scroll only, as every form's error is: the frame and the canvas stay where they are.
        scrollToElement(field.closest<HTMLElement>('.ant-form-item') ?? field);
        field.focus({ preventScroll: true });
      }, UI.errorScrollDelayMs);
      return false;
    },
    [hits, message, select],
  );

  const saveDraft = trpc.shopDesign.saveDraft.useMutation();
  const publish = trpc.shopDesign.publish.useMutation();
  const latest = useRef({ present, version });
  latest.current = { present, version };
  const { mutateAsync: saveDraftCall } = saveDraft;
  const { mutateAsync: publishCall } = publish;
  const save = useCallback(
    async (kind: 'draft' | 'publish', force = false) => {
      const { present: design, version } = latest.current;
      const name = design.name.trim();
      if (name === '' || name.length > 20) {
        message.error(name === '' ? '请输入页面名称' : '页面名称不能超过 20 个字');
        select({ kind: 'page' });
        return;
      }
      if (kind === 'publish') {
        const problem = pageProblems(design.doc)[0];
        if (problem) {
          message.error(problem.named);
          const target = problem.index === null ? undefined : design.doc.components[problem.index];
          select(target ? { kind: 'component', id: target.id } : { kind: 'page' });
          return;
        }
      }
      if (!(await checkTexts(design))) return;
      const input = { id: pageId, version, name, doc: design.doc, ...(force ? { force: true } : {}) };
      const out = await (kind === 'draft' ? saveDraftCall : publishCall)(input).catch(() => null);
      if (!out) return;
      if (out.status === 'conflict') {
        setConflict({ kind, version: out.version, updateDate: out.updateDate });
        return;
      }
      setConflict(null);
      setVersion(out.version);
      setSaved(design);
      await drop();
      void utils.shopPage.invalidate();
      message.success(kind === 'draft' ? '保存成功' : '发布成功');
    },
    [pageId, saveDraftCall, publishCall, drop, utils, message, select, checkTexts],
  );
  const onSave = useCallback(() => void save('draft'), [save]);
  const onPublish = useCallback(() => void save('publish'), [save]);

  // 加载最新: the server's design replaces this one and its history; the kept copy goes.
  const loadTheirs = async () => {
    const fresh = await utils.shopDesign.design.fetch({ id: pageId }, { staleTime: 0 }).catch(() => null);
    if (!fresh) return;
    const design: Design = { name: fresh.page.name, doc: fresh.draft };
    dispatch({ type: 'reset', design });
    setSaved(design);
    setVersion(fresh.page.version);
    setConflict(null);
    select({ kind: 'page' });
    await drop();
    message.success('已载入最新版本');
  };

  const standing = useMemo(() => standingFlags(flags, present.name, present.doc), [flags, present]);

  return {
    /** The texts refused at the last save that still read the same: marked on the canvas and in the panel. */
    flags: standing,
    dirty,
    kept: local.kept,
    failed: local.failed,
    saving: saveDraft.isPending,
    publishing: publish.isPending,
    onSave,
    onPublish,
    /** The conflict dialog's state and its three answers: 继续编辑, 加载最新, 覆盖保存. */
    conflict: {
      conflict,
      verb: conflict?.kind === 'publish' ? ('发布' as const) : ('保存' as const),
      busy: saveDraft.isPending || publish.isPending,
      onCancel: () => setConflict(null),
      onReload: () => void loadTheirs(),
      onOverwrite: () => conflict && void save(conflict.kind, true),
    },
  };
}

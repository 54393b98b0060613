import { type DecorPc, decorPcPublishSchema, type ShopStore, UI } from '@console/contracts';
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useStateDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { setUnsavedChanges, useUnsavedChanges } from '../../../shell/unsaved';
import { Button } from '../../../widgets/busy';
import { type Conflict, ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { scrollToElement } from '../../../widgets/form/scroll-to-field';
import { useValidate } from '../../../widgets/form/useValidate';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { type Issues, issuesOf, NO_ISSUES } from '../parts/issues';
import { PcBannersEditor } from './PcBannersEditor';
import { PcFooterEditor } from './PcFooterEditor';
import { PcNavEditor } from './PcNavEditor';
import { PcPreview } from './PcPreview';

/** PC端装修: loads the store settings, and starts the editor again from them on a reload. */
export function PcDesigner() {
  const store = trpc.shopStore.get.useQuery();
  const [generation, setGeneration] = useState(0);
  if (store.error)
    return (
      <LoadError error={store.error} onRetry={() => store.refetch()} retrying={store.isFetching} what="PC端装修" />
    );
  if (!store.data) return <Skeleton active style={{ padding: 24 }} />;
  return (
    <PcEditor
      key={generation}
      store={store.data}
      onReload={async () => {
        await store.refetch();
        setGeneration((g) => g + 1);
      }}
    />
  );
}

/**
 * The texts the forbidden-word check reads — entry names, banner titles, the footer — each with how a toast
 * names it, where its message stands (its path in the site, as the publish checks mark fields) and its control.
 */
export function textsOf(pc: DecorPc) {
  return [
    ...pc.nav.map((n, i) => ({
      where: `第 ${i + 1} 项导航名称`,
      path: `nav.${i}.name`,
      id: `pc-nav-name-${i + 1}`,
      text: n.name,
    })),
    ...pc.banners.map((b, i) => ({
      where: `第 ${i + 1} 张轮播图标题`,
      path: `banners.${i}.title`,
      id: `pc-banner-title-${i + 1}`,
      text: b.title,
    })),
    { where: '联系地址', path: 'footer.address', id: 'pc-footer-address', text: pc.footer.address },
    { where: '版权信息', path: 'footer.copyright', id: 'pc-footer-copyright', text: pc.footer.copyright },
  ].filter((t) => t.text.trim() !== '');
}

/** A text the check refused at the last save: it stands at its field while the text reads the same. */
interface Flag {
  path: string;
  text: string;
  message: string;
}

/**
 * The PC site's editor: navigation bar, home banners and their switch, footer, with the site drawn at desktop
 * width as it changes. Saved on the version loaded (shopStore.savePc): a save made elsewhere since is shown
 * and the person reloads or overwrites.
 */
function PcEditor({ store, onReload }: { store: ShopStore; onReload: () => Promise<void> }) {
  const message = useMessage();
  // The site carries the shop's name (店铺设置), not the name of whoever designs it.
  const shopName = trpc.shopSetting.get.useQuery().data?.shopName ?? '';
  const { hits } = useValidate();
  const save = trpc.shopStore.savePc.useMutation();
  const [pc, setPc] = useState<DecorPc>(store.pc);
  const [showBanner, setShowBanner] = useState(store.showBanner === '1');
  const [saved, setSaved] = useState({
    json: JSON.stringify([store.pc, store.showBanner === '1']),
    version: store.pcVersion,
  });
  const [showErrors, setShowErrors] = useState(false);
  const [flags, setFlags] = useState<Flag[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const dirty = JSON.stringify([pc, showBanner]) !== saved.json;
  useUnsavedChanges(dirty);
  // The site as typed is kept as a draft (issue 30) with the version it started from.
  const draft = useStateDraft(
    { pc, showBanner },
    (kept) => {
      setPc(kept.pc);
      setShowBanner(kept.showBanner);
    },
    {
      name: 'pc',
      version: () => saved.version,
      // Restored on the version it was typed at: a site saved since meets the conflict dialog at 保存.
      onRestore: (d) => {
        const kept = d.values as { pc: DecorPc; showBanner: boolean };
        setPc(kept.pc);
        setShowBanner(kept.showBanner);
        if (d.version !== undefined) setSaved((s) => ({ ...s, version: d.version as number }));
      },
    },
  );
  const texts = textsOf(pc);
  const standing = flags.filter((f) => texts.some((t) => t.path === f.path && t.text === f.text));
  const checked = showErrors ? issuesOf(decorPcPublishSchema, pc) : NO_ISSUES;
  const issues: Issues =
    standing.length === 0 ? checked : new Map([...standing.map((f) => [f.path, f.message] as const), ...checked]);

  const submit = async (force = false) => {
    const found = issuesOf(decorPcPublishSchema, pc);
    if (found.size > 0) {
      setShowErrors(true);
      void message.error([...found.values()][0]);
      return;
    }
    const refused = await hits(texts.map((t) => ({ name: t.path, text: t.text }))).catch(() => null);
    // The check could not run: the error policy has said why, and nothing unchecked is saved.
    if (!refused) return;
    setFlags(
      refused.map((h) => ({
        path: h.name,
        text: texts.find((t) => t.path === h.name)?.text ?? '',
        message: h.message,
      })),
    );
    const hit = refused[0];
    const first = texts.find((t) => t.path === hit?.name);
    if (hit && first) {
      void message.error(`${first.where}：${hit.message}`);
      // At the field, in view after the spec's 100 ms (§5).
      setTimeout(() => {
        const field = document.getElementById(first.id);
        if (!field) return;
        // In the content area only, as every form's error is: the frame's top bar stays where it is.
        scrollToElement(field.closest<HTMLElement>('.ant-form-item') ?? field);
        field.focus({ preventScroll: true });
      }, UI.errorScrollDelayMs);
      return;
    }
    const out = await save
      .mutateAsync({ version: saved.version, pc, showBanner: showBanner ? '1' : '0', force })
      .catch(() => null);
    if (!out) return;
    if (out.status === 'conflict') {
      setConflict({ updateDate: out.updateDate });
      return;
    }
    setConflict(null);
    setShowErrors(false);
    setSaved({ json: JSON.stringify([pc, showBanner]), version: out.version });
    setUnsavedChanges(false);
    await draft.saved();
    void message.success('保存成功');
  };

  return (
    <Flex vertical gap={16}>
      {draft.notice}
      <Card
        title="PC端装修"
        size="small"
        extra={
          <Flex gap={12} align="center">
            <Typography.Text type="secondary">{dirty ? '有未保存的修改' : '已保存'}</Typography.Text>
            <Button type="primary" loading={save.isPending} disabled={!dirty} onClick={() => submit()}>
              保存
            </Button>
          </Flex>
        }
      >
        <PcPreview pc={pc} showBanner={showBanner} shopName={shopName} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <PcNavEditor value={pc.nav} onChange={(nav) => setPc({ ...pc, nav })} issues={issues} />
        </Col>
        <Col xs={24} xl={12}>
          <Flex vertical gap={16}>
            <PcBannersEditor
              value={pc.banners}
              onChange={(banners) => setPc({ ...pc, banners })}
              showBanner={showBanner}
              onShowBanner={setShowBanner}
              issues={issues}
            />
            <PcFooterEditor value={pc.footer} onChange={(footer) => setPc({ ...pc, footer })} issues={issues} />
          </Flex>
        </Col>
      </Row>
      <ConflictDialog
        conflict={conflict}
        what="PC端装修"
        busy={save.isPending}
        onCancel={() => setConflict(null)}
        onReload={async () => {
          setConflict(null);
          setUnsavedChanges(false);
          // Theirs is loaded: what was typed here is given up, draft and all.
          await draft.saved();
          await onReload();
        }}
        onOverwrite={() => void submit(true)}
      />
    </Flex>
  );
}

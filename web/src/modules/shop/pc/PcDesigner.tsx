import { type DecorPc, decorPcPublishSchema, type ShopStore } from '@console/contracts';
import { Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { setUnsavedChanges, useUnsavedChanges } from '../../../shell/unsaved';
import { type Conflict, ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useValidate } from '../../../widgets/form/useValidate';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { issuesOf, NO_ISSUES } from '../parts/issues';
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

/** The texts the forbidden-word check reads: entry names, banner titles, the footer. */
function textsOf(pc: DecorPc) {
  return [
    ...pc.nav.map((n, i) => ({ name: `第 ${i + 1} 项导航名称`, text: n.name })),
    ...pc.banners.map((b, i) => ({ name: `第 ${i + 1} 张轮播图标题`, text: b.title })),
    { name: '联系地址', text: pc.footer.address },
    { name: '版权信息', text: pc.footer.copyright },
  ].filter((t) => t.text.trim() !== '');
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
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const dirty = JSON.stringify([pc, showBanner]) !== saved.json;
  useUnsavedChanges(dirty);
  const issues = showErrors ? issuesOf(decorPcPublishSchema, pc) : NO_ISSUES;

  const submit = async (force = false) => {
    const found = issuesOf(decorPcPublishSchema, pc);
    if (found.size > 0) {
      setShowErrors(true);
      void message.error([...found.values()][0]);
      return;
    }
    const hit = (await hits(textsOf(pc)))[0];
    if (hit) {
      void message.error(`${hit.name}：${hit.message}`);
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
    void message.success('保存成功');
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title="PC端装修"
        size="small"
        extra={
          <Flex gap={12} align="center">
            <Typography.Text type="secondary">{dirty ? '有未保存的修改' : '已保存'}</Typography.Text>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
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
        onReload={() => {
          setConflict(null);
          setUnsavedChanges(false);
          void onReload();
        }}
        onOverwrite={() => void submit(true)}
      />
    </Flex>
  );
}
